import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/lib/i18n";
import { LOCALES } from "~/lib/locales";
import { english, englishFile, expectRule, expectValid, issues } from "../../../tests/support/profile-issues";
import { PROFILE_ERROR_TEXT, PROFILE_ERRORS, userProfileSchema } from "./profile-schema";

// The rules of the user profile's fields and their messages; the profiles of
// each kind (visitor, representative, person, onboarding) are in
// profile-kinds.test.ts.

const visitor = { uid: "user-1" };

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
