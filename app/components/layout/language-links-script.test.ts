// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_LINKS_SCRIPT } from "./language-links-script";

// The inline script as the browser runs it: before React, on the server's HTML.

const LIST = "/p/en/events/fair/products?view=list";
const GERMAN = "/p/de/events/fair/products?view=list";

/** A link's target as the browser would follow it, without the origin. */
function target(link: HTMLAnchorElement): string {
  const url = new URL(link.href);
  return `${url.pathname}${url.search}${url.hash}`;
}

function header(): HTMLAnchorElement {
  document.body.innerHTML = `<header><a data-keeps-filters="" hreflang="de" href="${GERMAN}"><span>de</span></a><a href="/en/people">People</a></header>`;
  return document.querySelector("a[hreflang]") as HTMLAnchorElement;
}

describe("the language links' script", () => {
  beforeAll(() => {
    // biome-ignore lint/security/noGlobalEval: the test runs the inline script as the page does
    window.eval(LANGUAGE_LINKS_SCRIPT);
  });

  it("writes the page's query and hash into a language link as it is pressed", () => {
    window.history.replaceState(null, "", `${LIST}#country=DE&color=white`);
    const link = header();
    link.querySelector("span")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(target(link)).toBe(`${GERMAN}#country=DE&color=white`);
  });

  it("takes the hash out again when the filters were cleared, and leaves other links alone", () => {
    const link = header();
    window.history.replaceState(null, "", `${LIST}#country=DE`);
    link.dispatchEvent(new Event("contextmenu", { bubbles: true }));
    expect(target(link)).toBe(`${GERMAN}#country=DE`);
    window.history.replaceState(null, "", LIST);
    link.dispatchEvent(new Event("auxclick", { bubbles: true }));
    expect(target(link)).toBe(GERMAN);
    const other = document.querySelector('a[href="/en/people"]') as HTMLAnchorElement;
    other.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(other.getAttribute("href")).toBe("/en/people");
  });
});
