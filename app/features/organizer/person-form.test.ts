import { describe, expect, it } from "vitest";
import { PROFILE_ERRORS } from "~/features/accounts/profile-schema";
import { PERSON_MESSAGES, type PersonFormValues, postedPersonValues, readPersonForm } from "./person-form";

const REGISTRATION = "a".repeat(24);
const OFFERED = { registrationIds: [REGISTRATION] };

function form(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  return data;
}

function posted(overrides: Record<string, string | undefined> = {}) {
  return form({
    kind: "attendee",
    registrationId: "",
    name: " Greta Gast ",
    email: "Greta@Example.COM",
    company: "Weinhandel Gast",
    jobTitle: "Buyer",
    telephone: "+49 30 1234567",
    country: "de",
    attendeeType: "Trade",
    tableNumber: "",
    ...overrides,
  });
}

const STORED: PersonFormValues = {
  kind: "representative",
  registrationId: REGISTRATION,
  name: "Rita Rep",
  email: "rita@example.com",
  company: "Weingut Rita",
  jobTitle: "Export",
  telephone: "",
  country: "AT",
  attendeeType: "",
  tableNumber: "B1",
  discoverable: true,
};

describe("readPersonForm", () => {
  it("reads an attendee: trimmed, the address in lower case, the country in capitals, no registration", () => {
    const result = readPersonForm(posted({ registrationId: REGISTRATION, discoverable: "on" }), OFFERED);
    expect(result).toEqual({
      ok: true,
      values: {
        kind: "attendee",
        registrationId: null,
        name: "Greta Gast",
        email: "greta@example.com",
        company: "Weinhandel Gast",
        jobTitle: "Buyer",
        telephone: "+49 30 1234567",
        country: "DE",
        attendeeType: "Trade",
        tableNumber: "",
        discoverable: true,
      },
    });
  });

  it("keeps a representative's registration when it is one of the event's", () => {
    const result = readPersonForm(posted({ kind: "representative", registrationId: REGISTRATION }), OFFERED);
    expect(result.ok && result.values).toMatchObject({ kind: "representative", registrationId: REGISTRATION });
  });

  it("asks a representative for a registration of the event", () => {
    expect(readPersonForm(posted({ kind: "representative" }), OFFERED)).toEqual({
      ok: false,
      errors: { registrationId: PERSON_MESSAGES.registrationRequired.key },
    });
    const other = readPersonForm(posted({ kind: "representative", registrationId: "b".repeat(24) }), OFFERED);
    expect(other).toEqual({ ok: false, errors: { registrationId: PERSON_MESSAGES.registrationRequired.key } });
  });

  it("names every wrong field with its message key", () => {
    const result = readPersonForm(
      posted({ kind: "visitor", name: "  ", email: "not an address", telephone: "call me", country: "Germany" }),
      OFFERED,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        kind: PROFILE_ERRORS.invalidRole,
        name: PROFILE_ERRORS.required,
        email: PROFILE_ERRORS.invalidEmail,
        telephone: PROFILE_ERRORS.invalid,
        country: PROFILE_ERRORS.invalid,
      },
    });
  });

  it("requires an address and refuses texts that are too long", () => {
    const result = readPersonForm(posted({ email: "", company: "x".repeat(201) }), OFFERED);
    expect(result).toEqual({ ok: false, errors: { email: PROFILE_ERRORS.required, company: PROFILE_ERRORS.tooLong } });
  });

  it("keeps a claimed profile's own details whatever was posted; the organizer's fields change", () => {
    const result = readPersonForm(
      form({
        kind: "attendee",
        name: "Someone Else",
        email: "x@example.com",
        registrationId: REGISTRATION,
        tableNumber: "C7",
      }),
      { ...OFFERED, claimed: STORED },
    );
    expect(result).toEqual({ ok: true, values: { ...STORED, tableNumber: "C7" } });
  });
});

describe("postedPersonValues", () => {
  it("shows the form again as it was filled in, the rest from what was stored", () => {
    expect(postedPersonValues(form({ name: "Rita R.", kind: "attendee" }), STORED)).toEqual({
      ...STORED,
      name: "Rita R.",
      kind: "attendee",
      discoverable: false,
    });
  });
});
