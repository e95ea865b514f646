import { describe, expect, it } from "vitest";
import { emptyExhibitorForm, exhibitorFormValues, readExhibitorForm } from "./exhibitor-form";

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
    expect(result).toEqual({
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
