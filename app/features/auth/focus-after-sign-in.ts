import { focusElement, mainHeading } from "~/lib/focus-after-navigation";

// Signing in reloads the page (or goes to `next`), so the button that opened
// the dialog is gone (the header's "Sign in" becomes the user's name); the
// focus goes to the new page's main heading instead (docs/product/accounts.md).

const KEY = "uncork:focus-after-sign-in";

/** Called just before the page reloads or navigates after signing in. */
export function focusMainHeadingAfterLoad(): void {
  try {
    window.sessionStorage.setItem(KEY, "1");
  } catch {
    // Storage refused (private mode): the focus starts at the top of the page.
  }
}

/** On a page's first render in the browser: puts the focus on the main heading if signing in asked for it. */
export function focusMainHeadingIfAsked(): void {
  let asked = false;
  try {
    asked = window.sessionStorage.getItem(KEY) !== null;
    window.sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  const heading = asked ? mainHeading() : null;
  if (heading) focusElement(heading);
}
