// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import labelsDe from "../../../../locales/de/labels.json";
import labels from "../../../../locales/en/labels.json";
import { LabelSheetLinks } from "./label-sheet-links";

// The same two links on the desk (for the stand) and on the console's
// exhibitor page (for organizers), each with its own introduction.

function html(audience: "stand" | "organizer" | undefined, locale: "en" | "de" = "en"): HTMLElement {
  const i18n = createI18n(locale, { labels: locale === "de" ? labelsDe : labels, common: {} });
  const markup = renderToString(
    <I18nProvider i18n={i18n}>
      <LabelSheetLinks eventId="ev 1" exhibitorId="ex/2" locale={locale} audience={audience} />
    </I18nProvider>,
  );
  const root = document.createElement("div");
  root.innerHTML = markup;
  return root;
}

describe("the links to a stand's labels", () => {
  it("links both layouts as PDF files in the page's language", () => {
    const root = html(undefined);
    const links = [...root.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      [labels.desk.grid, "/api/collections/ev%201/exhibitors/ex%2F2/labels.pdf?layout=grid&locale=en"],
      [labels.desk.tent, "/api/collections/ev%201/exhibitors/ex%2F2/labels.pdf?layout=tent&locale=en"],
    ]);
    expect(root.querySelector("section")?.getAttribute("aria-labelledby")).toBe("labels-title");
    expect(root.querySelector("h2#labels-title")?.textContent).toBe("Labels with QR codes");
  });

  it("speaks to the stand on the desk and about the exhibitor in the console", () => {
    expect(html("stand").querySelector("p")?.textContent).toBe(labels.desk.intro);
    expect(html("organizer").querySelector("p")?.textContent).toBe(labels.desk.consoleIntro);
    expect(html("organizer", "de").querySelector("p")?.textContent).toBe(labelsDe.desk.consoleIntro);
    expect(labelsDe.desk.consoleIntro).not.toBe(labels.desk.consoleIntro);
  });
});
