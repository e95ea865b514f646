import { describe, expect, it } from "vitest";
import {
  PERSON_FIELDS,
  PROFILE_FIELDS,
  placeFieldErrors,
  readPersonForm,
  readProfileForm,
  toChanges,
  visibilityShown,
} from "./profile-form";
import { defaultsForRole } from "./roles";

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("readProfileForm", () => {
  it("reads the typed texts as typed and the ticked boxes as lists", () => {
    const values = readProfileForm(
      form([
        ["intent", "profile"],
        ["displayName", " Vera Weiss "],
        ["telephone", "+49 30 123456"],
        ["contactMeVia", "EMAIL"],
        ["contactMeVia", "WHATSAPP"],
      ]),
    );
    expect(values).toEqual({
      displayName: " Vera Weiss ",
      telephone: "+49 30 123456",
      contactMeVia: ["EMAIL", "WHATSAPP"],
      visibility: [],
    });
    expect(toChanges(values!)).toEqual({
      displayName: " Vera Weiss ",
      telephone: "+49 30 123456",
      contactMeVia: ["EMAIL", "WHATSAPP"],
      visibility: [],
    });
  });

  it("leaves out a file sent as a text field and refuses endless text", () => {
    expect(readProfileForm(form([["displayName", new Blob(["x"])]]))).toEqual({ contactMeVia: [], visibility: [] });
    expect(readProfileForm(form([["jobTitle", "x".repeat(10_001)]]))).toBeNull();
  });
});

describe("readPersonForm", () => {
  it("reads the discoverable box as a boolean", () => {
    expect(
      readPersonForm(
        form([
          ["jobTitle", "Buyer"],
          ["discoverable", "on"],
        ]),
      ),
    ).toEqual({ jobTitle: "Buyer", discoverable: true });
    expect(readPersonForm(form([["jobTitle", "Buyer"]]))).toEqual({ jobTitle: "Buyer", discoverable: false });
  });
});

describe("placeFieldErrors", () => {
  it("puts each error on the field that shows it and notices the ones the form cannot show", () => {
    expect(
      placeFieldErrors({ linkedInURL: "k1", "contactMeVia.1": "k2", "contactMeVia.2": "k3" }, PROFILE_FIELDS),
    ).toEqual({
      errors: { linkedInURL: "k1", contactMeVia: "k2" },
      unplaced: false,
    });
    expect(placeFieldErrors({ representativeId: "k" }, PERSON_FIELDS)).toEqual({ errors: {}, unplaced: true });
  });
});

describe("visibilityShown", () => {
  it("is the user's choice, even none, or what the role's defaults amount to", () => {
    expect(visibilityShown({ visibility: [], visibleToRoles: ["REPRESENTATIVE"] })).toEqual([]);
    expect(visibilityShown({ visibility: ["PUBLIC"], visibleToRoles: ["REPRESENTATIVE"] })).toEqual(["PUBLIC"]);
    expect(visibilityShown(defaultsForRole("VISITOR"))).toEqual(["EXHIBITOR"]);
    expect(visibilityShown(defaultsForRole("REPRESENTATIVE"))).toEqual(["EXHIBITOR", "VISITOR", "PUBLIC"]);
  });
});
