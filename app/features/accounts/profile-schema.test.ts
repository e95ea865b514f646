import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createI18n } from "~/lib/i18n";
import { LOCALES } from "~/lib/locales";
import {
  PROFILE_ERROR_TEXT,
  PROFILE_ERRORS,
  type ProfileErrorKey,
  personProfileSchema,
  profileOnboardingSchema,
  userProfileSchema,
} from "./profile-schema";

const englishFile = JSON.parse(readFileSync("locales/en/accounts.json", "utf8")) as { errors: Record<string, string> };

/** The English text a key shows, read from locales/en/accounts.json. */
function english(key: string): string | undefined {
  const [ns, path] = key.split(":");
  expect(ns).toBe("accounts");
  let node: unknown = englishFile;
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

function issues(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** The input fails at `path` with `key`, whose English text is exactly `text`. */
function expectRule(schema: z.ZodType, input: unknown, path: string, key: ProfileErrorKey, text: string) {
  expect(issues(schema, input)).toContainEqual({ path, message: key });
  expect(english(key)).toBe(text);
  expect(PROFILE_ERROR_TEXT[key]).toBe(text);
}

function expectValid(schema: z.ZodType, input: unknown) {
  expect(issues(schema, input)).toEqual([]);
}

const ID = "5f1e2d3c4b5a697887766554";
const visitor = { uid: "user-1" };
const representative = {
  uid: "user-2",
  primaryRole: "REPRESENTATIVE",
  registrationId: "a".repeat(24),
  representativeId: ID,
};

describe("message keys", () => {
  it("has English text in locales/en/accounts.json for every key, and nothing more", () => {
    for (const key of Object.values(PROFILE_ERRORS)) expect(english(key), key).toBe(PROFILE_ERROR_TEXT[key]);
    expect(
      Object.keys(englishFile.errors)
        .map((name) => `accounts:errors.${name}`)
        .sort(),
    ).toEqual(Object.values(PROFILE_ERRORS).sort());
  });

  it.each(LOCALES)("translates every issue's message key as it stands in %s", (locale) => {
    const accounts = JSON.parse(readFileSync(`locales/${locale}/accounts.json`, "utf8")) as Record<string, unknown>;
    const { t } = createI18n(locale, { accounts });
    const message = issues(userProfileSchema, { uid: "u", email: "nope" })[0].message;
    expect(t(message)).toBe((accounts.errors as Record<string, string>).invalidEmail);
    for (const key of Object.values(PROFILE_ERRORS)) expect(t(key), `${locale} ${key}`).not.toBe(key);
  });

  it.each([
    [PROFILE_ERRORS.invalidEmail, "Please enter a valid email address."],
    [PROFILE_ERRORS.required, "This is a required field"],
    [PROFILE_ERRORS.invalid, "This doesn't look valid."],
    [PROFILE_ERRORS.telephoneRequired, "Please enter your telephone number."],
    [PROFILE_ERRORS.termsRequired, "You must accept the terms and conditions."],
    [PROFILE_ERRORS.shareContactDetailsRequired, "You must agree to share your contact details."],
  ])("%s reads exactly as docs/product/accounts.md says", (key, text) => {
    expect(english(key)).toBe(text);
    expect(PROFILE_ERROR_TEXT[key]).toBe(text);
  });
});

describe("userProfileSchema: text fields", () => {
  it("turns missing, null and empty text fields into empty strings, trimmed", () => {
    const profile = userProfileSchema.parse({
      uid: " user-1 ",
      displayName: null,
      jobTitle: "  Buyer ",
      telephone: "",
    });
    expect(profile).toMatchObject({
      uid: "user-1",
      email: "",
      displayName: "",
      profileImageUrl: "",
      linkedInURL: "",
      jobTitle: "Buyer",
      telephone: "",
      companyName: "",
    });
  });

  it("requires a uid", () => {
    expectRule(userProfileSchema, {}, "uid", PROFILE_ERRORS.required, "This is a required field");
    expectRule(userProfileSchema, { uid: "  " }, "uid", PROFILE_ERRORS.required, "This is a required field");
  });

  it("rejects a text field that is not text", () => {
    expectRule(
      userProfileSchema,
      { ...visitor, displayName: 42 },
      "displayName",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
  });

  it("rejects a text that is too long", () => {
    expectRule(
      userProfileSchema,
      { ...visitor, jobTitle: "x".repeat(201) },
      "jobTitle",
      PROFILE_ERRORS.tooLong,
      "This text is too long. Please shorten it.",
    );
    expectValid(userProfileSchema, { ...visitor, jobTitle: "x".repeat(200) });
  });
});

describe("userProfileSchema: email", () => {
  it.each(["anna@example.com", "anna.berg+fair@weingut-berg.de", " anna@example.com ", ""])("accepts %j", (email) => {
    expectValid(userProfileSchema, { ...visitor, email });
  });

  it.each(["anna", "anna@", "@example.com", "anna@example", "anna example@example.com", "anna@@example.com"])(
    "rejects %j",
    (email) => {
      expectRule(
        userProfileSchema,
        { ...visitor, email },
        "email",
        PROFILE_ERRORS.invalidEmail,
        "Please enter a valid email address.",
      );
    },
  );
});

describe("userProfileSchema: profileImageUrl", () => {
  it.each(["https://lh3.example.com/a/photo.jpg", "http://example.com/me.png", ""])("accepts %j", (profileImageUrl) => {
    expectValid(userProfileSchema, { ...visitor, profileImageUrl });
  });

  it.each([
    "photo.jpg",
    "/media/me.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://example.com/me.png",
  ])("rejects %j", (profileImageUrl) => {
    expectRule(
      userProfileSchema,
      { ...visitor, profileImageUrl },
      "profileImageUrl",
      PROFILE_ERRORS.invalidImageUrl,
      "Enter the image's web address, starting with https://",
    );
  });
});

describe("userProfileSchema: linkedInURL", () => {
  it.each([
    "https://www.linkedin.com/in/anna-berg",
    "https://linkedin.com/in/anna",
    "https://de.linkedin.com/in/anna",
    "https://WWW.LinkedIn.com/in/anna",
    "",
  ])("accepts %j", (linkedInURL) => {
    expectValid(userProfileSchema, { ...visitor, linkedInURL });
  });

  it.each([
    "http://www.linkedin.com/in/anna",
    "https://linkedin.com.evil.example/in/anna",
    "https://evil-linkedin.com/in/anna",
    "https://www.linkedin.com@evil.example/in/anna",
    "https://user:pass@www.linkedin.com/in/anna",
    "www.linkedin.com/in/anna",
    "https://example.com/linkedin.com",
    "linkedin",
  ])("rejects %j", (linkedInURL) => {
    expectRule(
      userProfileSchema,
      { ...visitor, linkedInURL },
      "linkedInURL",
      PROFILE_ERRORS.invalidLinkedInUrl,
      "Enter a LinkedIn address starting with https://www.linkedin.com/",
    );
  });
});

describe("userProfileSchema: telephone", () => {
  it.each(["+49 30 1234567", "(030) 123 45 67", "0049-30-1234567", ""])("accepts %j", (telephone) => {
    expectValid(userProfileSchema, { ...visitor, telephone });
  });

  it.each(["call me", "1234", "+49 30 12345678901234567", "030 123456 ext"])("rejects %j", (telephone) => {
    expectRule(
      userProfileSchema,
      { ...visitor, telephone },
      "telephone",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
  });
});

describe("userProfileSchema: roles", () => {
  it("accepts the three profile roles in every role list", () => {
    const lists = ["REPRESENTATIVE", "VISITOR", "ANONYMOUS"];
    expectValid(userProfileSchema, {
      ...visitor,
      roles: lists,
      visibleToRoles: lists,
      acceptsChatsFrom: lists,
      acceptsMeetingsFrom: lists,
    });
  });

  it.each(["roles", "visibleToRoles", "acceptsChatsFrom", "acceptsMeetingsFrom"])(
    "rejects another role in %s",
    (field) => {
      expectRule(
        userProfileSchema,
        { ...visitor, [field]: ["VISITOR", "ORGANIZER"] },
        `${field}.1`,
        PROFILE_ERRORS.invalidRole,
        "A role must be representative, visitor or anonymous.",
      );
    },
  );

  it("rejects a role list that is not a list", () => {
    expectRule(
      userProfileSchema,
      { ...visitor, roles: "VISITOR" },
      "roles",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
  });

  it("rejects a primaryRole outside the vocabulary", () => {
    expectRule(
      userProfileSchema,
      { ...visitor, primaryRole: "EXHIBITOR" },
      "primaryRole",
      PROFILE_ERRORS.invalidRole,
      "A role must be representative, visitor or anonymous.",
    );
  });
});

describe("userProfileSchema: visitor", () => {
  it("applies the defaults to a profile made from sign-in details alone (docs/product/accounts.md)", () => {
    expect(
      userProfileSchema.parse({
        uid: "user-1",
        email: "anna@example.com",
        telephone: "+49 30 1234567",
        profileImageUrl: "https://example.com/a.jpg",
      }),
    ).toEqual({
      uid: "user-1",
      email: "anna@example.com",
      displayName: "",
      profileImageUrl: "https://example.com/a.jpg",
      linkedInURL: "",
      jobTitle: "",
      telephone: "+49 30 1234567",
      companyName: "",
      primaryRole: "VISITOR",
      roles: ["VISITOR"],
      visibleToRoles: ["REPRESENTATIVE"],
      acceptsChatsFrom: ["REPRESENTATIVE"],
      acceptsMeetingsFrom: ["REPRESENTATIVE"],
      hasAcceptedTerms: false,
      contactMeVia: ["EMAIL"],
    });
  });

  it("keeps the role lists, terms and contact methods it is given", () => {
    const profile = userProfileSchema.parse({
      ...visitor,
      primaryRole: "VISITOR",
      roles: ["VISITOR", "ANONYMOUS"],
      visibleToRoles: [],
      acceptsChatsFrom: ["VISITOR"],
      acceptsMeetingsFrom: [],
      hasAcceptedTerms: true,
      contactMeVia: ["TELEPHONE", "WHATSAPP"],
      visibility: ["PUBLIC"],
    });
    expect(profile).toMatchObject({
      roles: ["VISITOR", "ANONYMOUS"],
      visibleToRoles: [],
      acceptsChatsFrom: ["VISITOR"],
      acceptsMeetingsFrom: [],
      hasAcceptedTerms: true,
      contactMeVia: ["TELEPHONE", "WHATSAPP"],
      visibility: ["PUBLIC"],
    });
  });

  it("must have VISITOR as its primaryRole", () => {
    for (const primaryRole of ["REPRESENTATIVE", "ANONYMOUS"]) {
      expectRule(
        userProfileSchema,
        { ...visitor, primaryRole },
        "primaryRole",
        PROFILE_ERRORS.visitorPrimaryRole,
        "A visitor's primary role must be visitor.",
      );
    }
  });

  it("is a visitor when its representativeId is empty (docs/product/accounts.md)", () => {
    expectRule(
      userProfileSchema,
      { ...representative, representativeId: "" },
      "primaryRole",
      PROFILE_ERRORS.visitorPrimaryRole,
      "A visitor's primary role must be visitor.",
    );
  });

  it("may carry attendeeProfileIds, and drops representative fields", () => {
    const profile = userProfileSchema.parse({
      ...visitor,
      attendeeProfileIds: ["att-1", "att-2"],
      registrationId: "a".repeat(24),
    });
    expect(profile).toMatchObject({ primaryRole: "VISITOR", attendeeProfileIds: ["att-1", "att-2"] });
    expect(profile).not.toHaveProperty("registrationId");
    expect(profile).not.toHaveProperty("representativeId");
    expect(userProfileSchema.parse(visitor)).not.toHaveProperty("attendeeProfileIds");
  });

  it("rejects an empty attendee profile id", () => {
    expectRule(
      userProfileSchema,
      { ...visitor, attendeeProfileIds: ["att-1", ""] },
      "attendeeProfileIds.1",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
  });
});

describe("userProfileSchema: representative", () => {
  it("applies the representative defaults (docs/product/accounts.md)", () => {
    expect(userProfileSchema.parse(representative)).toMatchObject({
      primaryRole: "REPRESENTATIVE",
      registrationId: "a".repeat(24),
      representativeId: ID,
      roles: ["REPRESENTATIVE"],
      visibleToRoles: ["REPRESENTATIVE", "VISITOR", "ANONYMOUS"],
      acceptsChatsFrom: ["REPRESENTATIVE", "VISITOR"],
      acceptsMeetingsFrom: ["REPRESENTATIVE", "VISITOR"],
      hasAcceptedTerms: false,
      contactMeVia: ["EMAIL"],
    });
  });

  it("drops attendeeProfileIds", () => {
    expect(userProfileSchema.parse({ ...representative, attendeeProfileIds: ["att-1"] })).not.toHaveProperty(
      "attendeeProfileIds",
    );
  });

  it("takes REPRESENTATIVE as primaryRole when none is given", () => {
    const { primaryRole: _, ...withoutRole } = representative;
    expect(userProfileSchema.parse(withoutRole).primaryRole).toBe("REPRESENTATIVE");
  });

  it("must have REPRESENTATIVE as its primaryRole", () => {
    for (const primaryRole of ["VISITOR", "ANONYMOUS"]) {
      expectRule(
        userProfileSchema,
        { ...representative, primaryRole },
        "primaryRole",
        PROFILE_ERRORS.representativePrimaryRole,
        "A representative's primary role must be representative.",
      );
    }
  });

  it.each([23, 25, 0])("rejects a registrationId of %i characters", (length) => {
    expectRule(
      userProfileSchema,
      { ...representative, registrationId: "a".repeat(length) },
      "registrationId",
      PROFILE_ERRORS.registrationIdLength,
      "A representative needs a registration ID of exactly 24 characters.",
    );
  });

  it("rejects a missing registrationId", () => {
    const { registrationId: _, ...withoutRegistration } = representative;
    expectRule(
      userProfileSchema,
      withoutRegistration,
      "registrationId",
      PROFILE_ERRORS.registrationIdLength,
      "A representative needs a registration ID of exactly 24 characters.",
    );
  });

  it.each([23, 25])("rejects a representativeId of %i characters", (length) => {
    expectRule(
      userProfileSchema,
      { ...representative, representativeId: "b".repeat(length) },
      "representativeId",
      PROFILE_ERRORS.representativeIdLength,
      "A representative needs a representative ID of exactly 24 characters.",
    );
  });

  it("reports the role problems together with the field problems", () => {
    const found = issues(userProfileSchema, {
      ...representative,
      email: "nope",
      primaryRole: "VISITOR",
      registrationId: "short",
    });
    expect(found).toEqual(
      expect.arrayContaining([
        { path: "email", message: PROFILE_ERRORS.invalidEmail },
        { path: "primaryRole", message: PROFILE_ERRORS.representativePrimaryRole },
        { path: "registrationId", message: PROFILE_ERRORS.registrationIdLength },
      ]),
    );
  });
});

describe("userProfileSchema: terms, contact methods and visibility", () => {
  it("defaults hasAcceptedTerms to false and rejects a non-boolean", () => {
    expect(userProfileSchema.parse(visitor).hasAcceptedTerms).toBe(false);
    expectRule(
      userProfileSchema,
      { ...visitor, hasAcceptedTerms: "yes" },
      "hasAcceptedTerms",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
  });

  it("defaults contactMeVia to EMAIL and accepts every contact method", () => {
    expect(userProfileSchema.parse(visitor).contactMeVia).toEqual(["EMAIL"]);
    const all = ["TELEPHONE", "EMAIL", "WHATSAPP", "IMESSAGE", "LINKEDIN"];
    expect(userProfileSchema.parse({ ...visitor, contactMeVia: all }).contactMeVia).toEqual(all);
  });

  it("gives every profile its own default contactMeVia list", () => {
    const first = userProfileSchema.parse(visitor);
    first.contactMeVia.push("TELEPHONE");
    expect(userProfileSchema.parse(visitor).contactMeVia).toEqual(["EMAIL"]);
  });

  it("rejects an unknown contact method", () => {
    expectRule(
      userProfileSchema,
      { ...visitor, contactMeVia: ["FAX"] },
      "contactMeVia.0",
      PROFILE_ERRORS.invalidContactMethod,
      "Choose telephone, email, WhatsApp, iMessage or LinkedIn.",
    );
  });

  it("leaves visibility out unless given, and accepts its three values", () => {
    expect(userProfileSchema.parse(visitor)).not.toHaveProperty("visibility");
    expectValid(userProfileSchema, { ...visitor, visibility: ["EXHIBITOR", "VISITOR", "PUBLIC"] });
  });

  it("rejects an unknown visibility", () => {
    expectRule(
      userProfileSchema,
      { ...visitor, visibility: ["ANONYMOUS"] },
      "visibility.0",
      PROFILE_ERRORS.invalidVisibility,
      "Choose exhibitors, visitors or the public.",
    );
  });
});

describe("personProfileSchema", () => {
  it("fills empty text fields, no sort number and not discoverable", () => {
    expect(personProfileSchema.parse({})).toEqual({
      name: "",
      email: "",
      jobTitle: "",
      company: "",
      telephone: "",
      linkedInURL: "",
      videoCallId: "",
      officePhone: "",
      mobilePhone: "",
      profileImageUrl: "",
      attendeeType: "",
      tableNumber: "",
      sortNumber: null,
      discoverable: false,
    });
  });

  it("keeps a complete person profile", () => {
    const person = {
      name: "Anna Berg",
      email: "anna@weingut-berg.de",
      jobTitle: "Export manager",
      company: "Weingut Berg",
      telephone: "+49 6321 12345",
      linkedInURL: "https://www.linkedin.com/in/anna-berg",
      videoCallId: "anna.berg",
      officePhone: "+49 6321 12340",
      mobilePhone: "+49 171 1234567",
      profileImageUrl: "https://example.com/anna.jpg",
      attendeeType: "Buyer",
      tableNumber: "B12",
      sortNumber: 3,
      discoverable: true,
    };
    expect(personProfileSchema.parse(person)).toEqual(person);
  });

  it("applies the email, LinkedIn, image and phone rules", () => {
    expectRule(
      personProfileSchema,
      { email: "anna@" },
      "email",
      PROFILE_ERRORS.invalidEmail,
      "Please enter a valid email address.",
    );
    expectRule(
      personProfileSchema,
      { linkedInURL: "http://linkedin.com/in/a" },
      "linkedInURL",
      PROFILE_ERRORS.invalidLinkedInUrl,
      "Enter a LinkedIn address starting with https://www.linkedin.com/",
    );
    expectRule(
      personProfileSchema,
      { profileImageUrl: "me.jpg" },
      "profileImageUrl",
      PROFILE_ERRORS.invalidImageUrl,
      "Enter the image's web address, starting with https://",
    );
    expectRule(
      personProfileSchema,
      { officePhone: "office" },
      "officePhone",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
    expectRule(
      personProfileSchema,
      { mobilePhone: "12" },
      "mobilePhone",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
  });

  it("rejects a sort number that is not a whole number, and a non-boolean discoverable", () => {
    expectRule(
      personProfileSchema,
      { sortNumber: 1.5 },
      "sortNumber",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
    expectRule(
      personProfileSchema,
      { sortNumber: "3" },
      "sortNumber",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
    expectRule(
      personProfileSchema,
      { discoverable: "yes" },
      "discoverable",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
  });
});

describe("profileOnboardingSchema", () => {
  const complete = {
    displayName: "Anna Berg",
    telephone: "+49 6321 12345",
    hasAcceptedTerms: true,
    agreesToShareContactDetails: true,
  };

  it("accepts a complete onboarding and applies the defaults", () => {
    expect(profileOnboardingSchema.parse(complete)).toEqual({
      ...complete,
      jobTitle: "",
      companyName: "",
      linkedInURL: "",
      profileImageUrl: "",
      contactMeVia: ["EMAIL"],
    });
  });

  it("requires a name", () => {
    expectRule(
      profileOnboardingSchema,
      { ...complete, displayName: " " },
      "displayName",
      PROFILE_ERRORS.required,
      "This is a required field",
    );
    expectRule(
      profileOnboardingSchema,
      { ...complete, displayName: undefined },
      "displayName",
      PROFILE_ERRORS.required,
      "This is a required field",
    );
  });

  it("requires a telephone number", () => {
    expectRule(
      profileOnboardingSchema,
      { ...complete, telephone: "" },
      "telephone",
      PROFILE_ERRORS.telephoneRequired,
      "Please enter your telephone number.",
    );
    expectRule(
      profileOnboardingSchema,
      { ...complete, telephone: undefined },
      "telephone",
      PROFILE_ERRORS.telephoneRequired,
      "Please enter your telephone number.",
    );
    expect(issues(profileOnboardingSchema, { ...complete, telephone: "" })).toHaveLength(1);
  });

  it("rejects a telephone number that does not look like one", () => {
    expectRule(
      profileOnboardingSchema,
      { ...complete, telephone: "ask me" },
      "telephone",
      PROFILE_ERRORS.invalid,
      "This doesn't look valid.",
    );
  });

  it("requires the terms to be accepted", () => {
    for (const hasAcceptedTerms of [false, undefined, "true"]) {
      expectRule(
        profileOnboardingSchema,
        { ...complete, hasAcceptedTerms },
        "hasAcceptedTerms",
        PROFILE_ERRORS.termsRequired,
        "You must accept the terms and conditions.",
      );
    }
  });

  it("requires agreement to share contact details", () => {
    for (const agreesToShareContactDetails of [false, undefined]) {
      expectRule(
        profileOnboardingSchema,
        { ...complete, agreesToShareContactDetails },
        "agreesToShareContactDetails",
        PROFILE_ERRORS.shareContactDetailsRequired,
        "You must agree to share your contact details.",
      );
    }
  });
});
