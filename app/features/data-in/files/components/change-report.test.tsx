// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resourcesFor } from "~/.server/i18n";
import { createI18n } from "~/lib/i18n";
import { I18nProvider } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { ChangeReport, type ChangeSummary } from "./change-report";

// A report's changes in the organizer's language (issue 29: the German
// report wrote "13.5", `residual_sugar` and `kind: (leer) → representative`).

const summary: ChangeSummary = {
  dryRun: true,
  counts: { product: { add: 0, change: 1, remove: 0 }, person: { add: 1, change: 0, remove: 0 } },
  totalChanges: 2,
  changes: [
    {
      type: "product",
      id: "p1",
      name: "Riesling Kabinett",
      action: "change",
      fields: [
        { kind: "set", field: "residual_sugar", oldValue: null, newValue: 13.5 },
        { kind: "set", field: "alcohol", oldValue: 12, newValue: 12.5 },
        { kind: "set", field: "vintage", oldValue: 2021, newValue: 2022 },
        { kind: "set", field: "kind", oldValue: "Beer", newValue: "Wine" },
        { kind: "set", field: "color", oldValue: "red", newValue: "white" },
        { kind: "set", field: "country", oldValue: "FR", newValue: "DE" },
        { kind: "set", field: "is_new", oldValue: false, newValue: true },
        { kind: "set", field: "grapes", oldValue: [], newValue: ["Riesling", "Silvaner"] },
        { kind: "set", field: "translations.fr.description", oldValue: "", newValue: "Sec" },
      ],
    },
    {
      type: "person",
      id: "a1",
      name: "Ada",
      action: "add",
      fields: [
        { kind: "set", field: "kind", oldValue: undefined, newValue: "representative" },
        { kind: "set", field: "job_title", oldValue: undefined, newValue: "Einkauf" },
        { kind: "set", field: "registration_id", oldValue: undefined, newValue: "r1" },
        { kind: "set", field: "table_number", oldValue: undefined, newValue: "B 12" },
      ],
    },
  ],
};

function renderIn(locale: Locale) {
  render(
    <I18nProvider i18n={createI18n(locale, resourcesFor(locale))}>
      <ChangeReport summary={summary} locale={locale} written={false} />
    </I18nProvider>,
  );
  return screen.getAllByRole("listitem").map((item) => item.textContent);
}

afterEach(cleanup);

describe("ChangeReport", () => {
  it("writes each field by its column's label and each value in German", () => {
    const lines = renderIn("de");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Restzucker (g/l): (leer) → 13,5",
        "Alkohol (% vol): 12 → 12,5",
        "Jahrgang: 2021 → 2022",
        "Art: Bier → Wein",
        "Farbe: Rot → Weiß",
        "Land: Frankreich → Deutschland",
        "Neu auf dieser Messe: nein → ja",
        "Rebsorten: (leer) → Riesling und Silvaner",
        "Beschreibung (fr): (leer) → Sec",
        "Art: (leer) → Vertreter",
        "Position: (leer) → Einkauf",
        "Aussteller: (leer) → r1",
        "Stand: (leer) → B 12",
      ]),
    );
    const text = lines.join("\n");
    for (const raw of ["residual_sugar", "job_title", "registration_id", "representative", "13.5", "true"]) {
      expect(text).not.toContain(raw);
    }
  });

  it("writes them in French too", () => {
    const lines = renderIn("fr");
    expect(lines).toEqual(
      expect.arrayContaining(["Sucre résiduel (g/l) : (vide) → 13,5", "Type : (vide) → Représentant"]),
    );
  });
});
