import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

// Where the focus goes when the page changes under a person
// (docs/product/catalogue.md#page-behaviour). A link or button that led to
// another page is gone with the old page, and the browser leaves the focus
// on <body>: the next Tab would start again at the header, and a screen
// reader would say nothing of what happened. So after every navigation and
// every form's answer the focus goes to the message that answers (a refusal,
// or a notice marked `data-answer`), else to the new page's main heading,
// unless the page gave it to something itself (the first field with an
// error, a dialog) or it is still where the person left it on the same page.

/** Messages that answer what a person just did: alerts, and notices marked with this attribute. */
const ANSWERS = '[role="alert"], [data-answer]';

/** Focuses an element that is not focusable by itself (a heading, a notice) without adding it to the Tab order. */
export function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus();
}

/** The page's main heading, if it has one. */
export function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main h1");
}

/** The message in the main part of the page that answers the person, else its main heading. */
export function answerOrHeading(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>("main");
  if (!main) return null;
  const answer = [...main.querySelectorAll<HTMLElement>(ANSWERS)].find((element) => element.textContent?.trim());
  return answer ?? mainHeading() ?? main;
}

/**
 * After a navigation or an answer has settled: moves the focus to the answer or
 * the heading if it was lost (on <body>), or if the page changed while the
 * focus stayed on what started it (a header's link).
 */
export function focusAfterNavigation(options: { pageChanged: boolean; focusedBefore: Element | null }): void {
  const active = document.activeElement;
  const lost = !active || active === document.body;
  const stayed = active !== null && active === options.focusedBefore;
  if (!lost && !(options.pageChanged && stayed)) return;
  const target = answerOrHeading();
  if (target) focusElement(target);
}

/** The layout's one place for the focus after navigations and answers (the root route's document, app/components/layout/document.tsx). */
export function useFocusAfterNavigation(): void {
  const busy = useNavigation().state !== "idle";
  const { pathname } = useLocation();
  const started = useRef<{ focused: Element | null } | null>(null);
  const settledPath = useRef(pathname);
  useEffect(() => {
    if (busy) {
      started.current ??= { focused: document.activeElement };
      return;
    }
    const start = started.current;
    started.current = null;
    const pageChanged = settledPath.current !== pathname;
    settledPath.current = pathname;
    // The page's own effects (a refused field's focus) have run by now: a parent's run after its children's.
    if (start || pageChanged) focusAfterNavigation({ pageChanged, focusedBefore: start?.focused ?? null });
  }, [busy, pathname]);
}
