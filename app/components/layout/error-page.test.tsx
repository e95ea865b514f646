// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resourcesFor, serverT } from "~/.server/i18n";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { ErrorBoundary } from "./document";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Nothing = () => null;

/** A page whose loader fails as `failure` does, under the document's ErrorBoundary, in `locale`. */
async function failedPage(failure: () => never, locale: Locale = "en") {
  const Stub = createRoutesStub([
    { path: "/", Component: Nothing, loader: failure, ErrorBoundary, HydrateFallback: Nothing },
  ]);
  render(
    <I18nProvider i18n={createI18n(locale, resourcesFor(locale))}>
      <Stub />
    </I18nProvider>,
  );
  return screen.findByRole("heading", { level: 1 });
}

describe("the document's error page", () => {
  it("a 404 says the page was not found, with its hint and the way home", async () => {
    const heading = await failedPage(() => {
      throw data(null, { status: 404 });
    });
    const en = serverT("en");
    expect(heading.textContent).toBe("Page not found");
    const page = heading.closest("section") as HTMLElement;
    expect(page.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(page.textContent).toContain("404");
    expect(page.textContent).toContain(en("errors.pageNotFoundHint"));
    expect(screen.getByRole("link", { name: en("nav.backHome") }).getAttribute("href")).toBe("/");
    // The tab names the page, and search engines are told not to index it (React hoists both into the head).
    expect(document.title).toBe(`${en("errors.pageNotFound")} · ${en("meta.siteName")}`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("any other failure is the 500 page in the visitor's language, never the error's own words", async () => {
    // In development the page also logs the error; that is not what is tested here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const heading = await failedPage(() => {
      throw new Error("database is locked");
    }, "de");
    const de = serverT("de");
    expect(heading.textContent).toBe(de("errors.serverError"));
    const page = heading.closest("section") as HTMLElement;
    expect(page.textContent).toContain("500");
    expect(page.textContent).toContain(de("errors.serverErrorHint"));
    expect(page.textContent).not.toContain("database is locked");
    expect(screen.getByRole("link", { name: de("nav.backHome") }).getAttribute("href")).toBe("/");
  });
});
