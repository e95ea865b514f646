// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resourcesFor } from "~/.server/i18n";
import { VISIBLE_VALUES } from "~/features/search/fold-facets";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { FacetPanel } from "./facet-panel";
import type { Filters } from "./search-state";

interface PanelOptions {
  filters?: Filters;
  locale?: Locale;
  onChange?: (next: Filters) => void;
  tails?: Record<string, number>;
  onUnfold?: (facet: string) => void;
  failed?: boolean;
}

function panel(options: PanelOptions = {}) {
  const locale = options.locale ?? "en";
  const onChange = options.onChange ?? vi.fn();
  const grapes = Array.from({ length: VISIBLE_VALUES + 3 }, (_, i) => ({
    value: `Grape ${i + 1}`,
    count: 100 - i,
    selected: false,
  }));
  const element = (
    <I18nProvider i18n={createI18n(locale, resourcesFor(locale))}>
      <FacetPanel
        tails={options.tails}
        onUnfold={options.onUnfold}
        failed={options.failed}
        unfoldHref={(facet) => `/p/en/events/fair/products?more=${facet}`}
        facets={["color", "country", "grape", "kind"]}
        counts={{
          color: [
            { value: "red", count: 1234, selected: false },
            { value: "white", count: 56, selected: true },
          ],
          country: [
            { value: "DE", count: 40, selected: false },
            { value: "AT", count: 0, selected: true },
          ],
          grape: grapes,
          kind: [],
        }}
        filters={options.filters ?? { color: ["white"], country: ["AT"] }}
        locale={locale}
        onChange={onChange}
      />
    </I18nProvider>
  );
  return { element, onChange };
}

function renderPanel(options: PanelOptions = {}) {
  const { element, onChange } = panel(options);
  render(element);
  return { onChange };
}

afterEach(cleanup);

describe("FacetPanel", () => {
  it("groups each facet in a fieldset named by its legend, with vocabulary labels and counts", () => {
    renderPanel();
    const colour = screen.getByRole("group", { name: "Colour" });
    expect(within(colour).getByRole("checkbox", { name: /Red/ })).toBeTruthy();
    expect(within(colour).getByText("1,234")).toBeTruthy();
    expect(
      within(screen.getByRole("group", { name: "Country" })).getByRole("checkbox", { name: /Germany\s*40/ }),
    ).toBeTruthy();
    // A facet without values is left out.
    expect(screen.queryByRole("group", { name: "Type" })).toBeNull();
  });

  it("checks the chosen values", () => {
    renderPanel();
    expect((screen.getByRole("checkbox", { name: /White/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: /Red/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("checkbox", { name: /Austria/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("is a set of form fields named by facet, for the page's GET form", () => {
    renderPanel();
    const red = screen.getByRole("checkbox", { name: /Red/ }) as HTMLInputElement;
    expect(red.name).toBe("color");
    expect(red.value).toBe("red");
  });

  it("calls back with the toggled filters on a click", () => {
    const { onChange } = renderPanel();
    fireEvent.click(screen.getByRole("checkbox", { name: /Red/ }));
    expect(onChange).toHaveBeenLastCalledWith({ color: ["white", "red"], country: ["AT"] });
    fireEvent.click(screen.getByRole("checkbox", { name: /White/ }));
    expect(onChange).toHaveBeenLastCalledWith({ country: ["AT"] });
  });

  it("folds a long facet after the top values behind a disclosure", () => {
    renderPanel();
    const grape = screen.getByRole("group", { name: "Grape varieties" });
    const summary = within(grape).getByText("Show 3 more");
    const details = summary.closest("details")!;
    expect(details.open).toBe(false);
    expect(within(details).getAllByRole("checkbox", { hidden: true })).toHaveLength(3);
  });

  it("unfolds at first when a chosen value is in the folded part", () => {
    renderPanel({ filters: { grape: [`Grape ${VISIBLE_VALUES + 2}`] } });
    const details = within(screen.getByRole("group", { name: "Grape varieties" }))
      .getByText("Show 3 more")
      .closest("details")!;
    expect(details.open).toBe(true);
  });

  it("speaks the page's language and formats counts for it", () => {
    renderPanel({ locale: "de" });
    const farbe = screen.getByRole("group", { name: "Farbe" });
    expect(within(farbe).getByRole("checkbox", { name: /Rot/ })).toBeTruthy();
    expect(within(farbe).getByText("1.234")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /Deutschland/ })).toBeTruthy();
  });

  it("shows a folded facet's values as sent, and asks for the others when it is unfolded", () => {
    const onUnfold = vi.fn();
    renderPanel({ tails: { grape: 40 }, onUnfold });
    const grape = screen.getByRole("group", { name: "Grape varieties" });
    // Folded by the server: every value it sent is shown, none behind the disclosure.
    expect(within(grape).getAllByRole("checkbox")).toHaveLength(VISIBLE_VALUES + 3);
    const summary = within(grape).getByText("Show 40 more");
    const details = summary.closest("details");
    if (!details) throw new Error("no disclosure");
    expect(details.open).toBe(false);
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(onUnfold).toHaveBeenCalledWith("grape");
    expect(within(details).getByText("Loading…")).toBeTruthy();
  });

  it("leads to the page with the facet whole when the browser runs no script", () => {
    const html = renderToString(panel({ tails: { grape: 40 } }).element);
    expect(html).toContain('href="/p/en/events/fair/products?more=grape"');
    expect(html).toContain(`Show all ${VISIBLE_VALUES + 3 + 40} values`);
  });

  it("offers the page with the facet whole, not “Loading…”, when the search for its values got no answer", () => {
    renderPanel({ tails: { grape: 40 }, failed: true });
    const grape = screen.getByRole("group", { name: "Grape varieties" });
    const details = within(grape).getByText("Show 40 more").closest("details");
    if (!details) throw new Error("no disclosure");
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(within(details).queryByText("Loading…")).toBeNull();
    const link = within(details).getByRole("link", { name: `Show all ${VISIBLE_VALUES + 3 + 40} values` });
    expect(link.getAttribute("href")).toBe("/p/en/events/fair/products?more=grape");
  });
});
