import { describe, expect, it } from "vitest";
import {
  changedExhibitorFields,
  emptyExhibitorForm,
  exhibitorFormValues,
  onlyChangedFields,
  readExhibitorBase,
  readExhibitorForm,
  staleExhibitorFields,
} from "./exhibitor-form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const valid = {
  name: "  Weingut Sonnenhang ",
  brandName: "Sonnenhang",
  country: "DE",
  website: "https://sonnenhang.example",
  email: "info@sonnenhang.example",
  phone: "+49 6131 1234",
  founded: "1887",
  "description.en": "Family estate on the Rhine.",
  "description.de": "Familienweingut am Rhein.",
};

describe("the exhibitor form", () => {
  it("reads every field into the catalogue's exhibitor changes, trimmed, with a text per language", () => {
    const result = readExhibitorForm(form(valid));
    // The values as posted come back too: an edit compares them with what the form showed.
    expect(result).toMatchObject({ values: { name: valid.name, founded: valid.founded } });
    expect({ ...result, values: undefined }).toEqual({
      values: undefined,
      ok: true,
      changes: {
        name: "Weingut Sonnenhang",
        brandName: "Sonnenhang",
        country: "DE",
        website: "https://sonnenhang.example",
        email: "info@sonnenhang.example",
        phone: "+49 6131 1234",
        founded: 1887,
        translations: {
          en: { description: "Family estate on the Rhine." },
          de: { description: "Familienweingut am Rhein." },
          fr: { description: "" },
          es: { description: "" },
          it: { description: "" },
        },
      },
    });
  });

  it("takes empty optional fields as empty, founded as none, and a bare domain as an https address", () => {
    const result = readExhibitorForm(
      form({ name: "Bodega", country: "ES", website: "bodega.example", founded: "", email: "", phone: "" }),
    );
    expect(result.ok && result.changes).toMatchObject({
      name: "Bodega",
      brandName: "",
      website: "https://bodega.example",
      email: "",
      founded: null,
    });
  });

  it("puts a message key next to each refused field, and gives back what was typed", () => {
    const result = readExhibitorForm(
      form({
        name: " ",
        country: "Germany",
        website: "javascript:alert(1)",
        email: "not-an-address",
        phone: "1".repeat(41),
        founded: "18th century",
        "description.fr": "x".repeat(10_001),
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: "organizer:import.errors.required",
      country: "organizer:errors.country",
      website: "organizer:errors.website",
      email: "organizer:import.errors.invalidEmail",
      phone: "organizer:import.errors.tooLong",
      founded: "organizer:errors.founded",
      "description.fr": "organizer:import.errors.tooLong",
    });
    expect(result.values.founded).toBe("18th century");
    expect(result.values.descriptions.fr).toHaveLength(10_001);
  });

  it("refuses a year outside 1000 to 2100", () => {
    const result = readExhibitorForm(form({ ...valid, founded: "2200" }));
    expect(result.ok ? {} : result.errors).toEqual({ founded: "organizer:errors.founded" });
  });

  it("shows a stored exhibitor with its descriptions, and an empty form with none", () => {
    const values = exhibitorFormValues(
      {
        name: "Domaine",
        brand_name: "",
        country: "FR",
        website: "",
        email: "",
        phone: "",
        founded: null,
      },
      [
        { locale: "fr", description: "Un domaine." },
        { locale: "xx", description: "ignored" },
      ],
    );
    expect(values).toMatchObject({ name: "Domaine", country: "FR", founded: "" });
    expect(values.descriptions).toEqual({ en: "", de: "", fr: "Un domaine.", es: "", it: "" });
    expect(emptyExhibitorForm().descriptions.de).toBe("");
  });
});

describe("an edit against the form it was made on", () => {
  const shown = { ...emptyExhibitorForm(), name: "Alpha", country: "DE", phone: "+49 1" };

  it("names the changed fields and descriptions, and keeps only those of the changes", () => {
    const values = { ...shown, phone: "+49 2", descriptions: { ...shown.descriptions, de: "Neu" } };
    const changed = changedExhibitorFields(values, shown);
    expect(changed).toEqual(["phone", "description.de"]);
    const read = readExhibitorForm(formOf(values));
    if (!read.ok) throw new Error("invalid");
    expect(onlyChangedFields(read.changes, changed)).toEqual({
      phone: "+49 2",
      translations: { de: { description: "Neu" } },
    });
  });

  it("finds the changed fields someone else changed since", () => {
    const current = { ...shown, phone: "+49 9" };
    expect(staleExhibitorFields(current, shown, ["phone", "name"])).toEqual(["phone"]);
    expect(staleExhibitorFields(current, shown, ["name"])).toEqual([]);
  });

  it("reads the form's base, and nothing from a missing or malformed one", () => {
    const form = new FormData();
    expect(readExhibitorBase(form)).toBeNull();
    form.set("base", "{not json");
    expect(readExhibitorBase(form)).toBeNull();
    form.set("base", JSON.stringify({ name: 1 }));
    expect(readExhibitorBase(form)).toBeNull();
    form.set("base", JSON.stringify(shown));
    expect(readExhibitorBase(form)).toEqual(shown);
  });
});

function formOf(values: ReturnType<typeof emptyExhibitorForm>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (typeof value === "string") form.set(name, value);
  for (const [locale, text] of Object.entries(values.descriptions)) form.set(`description.${locale}`, text);
  return form;
}
