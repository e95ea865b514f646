// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { focusAfterNavigation } from "./focus-after-navigation";

function page(main: string): void {
  document.body.innerHTML = `<header><a href="/en/people">People</a></header><main id="main" tabindex="-1">${main}</main>`;
}

const active = () => document.activeElement;

describe("focusAfterNavigation", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("puts a lost focus on the new page's main heading, out of the Tab order", () => {
    page("<h1>Request a meeting</h1><p role='status' data-answer=''></p>");
    focusAfterNavigation({ pageChanged: true, focusedBefore: null });
    expect(active()?.textContent).toBe("Request a meeting");
    expect(active()?.getAttribute("tabindex")).toBe("-1");
  });

  it("prefers the answer to what the person did: a notice with text, or an alert", () => {
    page("<h1>Meeting</h1><p role='status' data-answer=''>Your request has been sent.</p>");
    focusAfterNavigation({ pageChanged: true, focusedBefore: null });
    expect(active()?.textContent).toBe("Your request has been sent.");
    page("<h1>Meeting</h1><p role='status'>3 meetings</p><p role='alert'>That time is taken.</p>");
    focusAfterNavigation({ pageChanged: false, focusedBefore: null });
    expect(active()?.textContent).toBe("That time is taken.");
  });

  it("leaves the focus the page gave, or kept on the same page", () => {
    page("<h1>Reports</h1><input id='from' aria-invalid='true'>");
    const field = document.getElementById("from") as HTMLInputElement;
    const link = document.querySelector("a") as HTMLAnchorElement;
    field.focus();
    focusAfterNavigation({ pageChanged: true, focusedBefore: link });
    expect(active()).toBe(field);
    focusAfterNavigation({ pageChanged: false, focusedBefore: field });
    expect(active()).toBe(field);
  });

  it("moves the focus from the header's link that led to another page", () => {
    page("<h1>People</h1>");
    const link = document.querySelector("a") as HTMLAnchorElement;
    link.focus();
    focusAfterNavigation({ pageChanged: true, focusedBefore: link });
    expect(active()?.tagName).toBe("H1");
  });
});
