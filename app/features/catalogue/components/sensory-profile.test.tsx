// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import catalogueDe from "../../../../locales/de/catalogue.json";
import catalogue from "../../../../locales/en/catalogue.json";
import { sensoryScale } from "../sensory";
import { SensoryProfileSection, SensoryScaleView } from "./sensory-profile";

function renderIn(ui: React.ReactNode, locale: "en" | "de" = "en") {
  const i18n = createI18n(locale, { catalogue: locale === "de" ? catalogueDe : catalogue, common: {}, detail: {} });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

afterEach(cleanup);

describe("SensoryScaleView", () => {
  it("states the value and its place on the scale in words", () => {
    renderIn(
      <dl>
        <SensoryScaleView model={sensoryScale("body", "full")!} />
      </dl>,
    );
    expect(screen.getByRole("term").textContent).toBe("Body");
    expect(screen.getByRole("definition").querySelector("p")?.textContent).toBe("Full, 3 of 4");
  });

  it("shows every step in order and marks the value's step by more than colour", () => {
    const { container } = renderIn(
      <dl>
        <SensoryScaleView model={sensoryScale("tannins", "mild")!} />
      </dl>,
    );
    const steps = [...container.querySelectorAll("ol > li")];
    expect(steps.map((li) => li.textContent)).toEqual(["Trace", "Soft", "✓ Mild", "Moderate", "Intense"]);
    expect(steps.map((li) => li.hasAttribute("data-current"))).toEqual([false, false, true, false, false]);
    // The drawn steps repeat the sentence; assistive technology reads the sentence once.
    expect(container.querySelector("ol")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("speaks the page's language", () => {
    renderIn(
      <dl>
        <SensoryScaleView model={sensoryScale("acidity", "high")!} />
      </dl>,
      "de",
    );
    expect(screen.getByRole("definition").querySelector("p")?.textContent).toBe("Hoch, 3 von 3");
  });
});

describe("SensoryProfileSection", () => {
  it("groups the scales under headings and renders nothing for an empty profile", () => {
    renderIn(<SensoryProfileSection profile={{ body: "light", fruit: "intense" }} />);
    const section = screen.getByRole("region", { name: "Sensory profile" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Nose", "Palate"]);
    expect(within(section).getByText("Intense, 4 of 4")).toBeTruthy();
    cleanup();
    const { container } = renderIn(<SensoryProfileSection profile={{}} />);
    expect(container.innerHTML).toBe("");
  });
});
