import { describe, expect, it } from "vitest";
import { expectRule, issues } from "../../../tests/support/profile-issues";
import { PROFILE_ERRORS, personProfileSchema, profileOnboardingSchema, userProfileSchema } from "./profile-schema";

// The profiles of each kind: a visitor, a representative, a person of an
// event, and the onboarding form (profile-schema.test.ts has the field rules).

const ID = "5f1e2d3c4b5a697887766554";
const visitor = { uid: "user-1" };
const representative = {
  uid: "user-2",
  primaryRole: "REPRESENTATIVE",
  registrationId: "a".repeat(24),
  representativeId: ID,
};

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
