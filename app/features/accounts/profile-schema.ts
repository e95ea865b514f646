import { z } from "zod";
import { ACCOUNT_NAME_MAX } from "~/lib/account-name";
import {
  CONTACT_METHODS,
  type ContactMethod,
  DEFAULT_CONTACT_METHOD,
  defaultsForRole,
  PROFILE_ROLES,
  type ProfileRole,
  roleOfProfile,
  VISIBILITIES,
  type Visibility,
} from "./roles";

// The user profile record and the person profile (docs/product/accounts.md) with the rules of
// docs/product/accounts.md. Issues carry message keys ("accounts:errors.…"), never English, so
// a form or the API translates them in the reader's language.

export const PROFILE_ERRORS = {
  required: "accounts:errors.required",
  invalid: "accounts:errors.invalid",
  tooLong: "accounts:errors.tooLong",
  invalidEmail: "accounts:errors.invalidEmail",
  invalidImageUrl: "accounts:errors.invalidImageUrl",
  invalidLinkedInUrl: "accounts:errors.invalidLinkedInUrl",
  invalidRole: "accounts:errors.invalidRole",
  invalidContactMethod: "accounts:errors.invalidContactMethod",
  invalidVisibility: "accounts:errors.invalidVisibility",
  visitorPrimaryRole: "accounts:errors.visitorPrimaryRole",
  representativePrimaryRole: "accounts:errors.representativePrimaryRole",
  registrationIdLength: "accounts:errors.registrationIdLength",
  representativeIdLength: "accounts:errors.representativeIdLength",
  telephoneRequired: "accounts:errors.telephoneRequired",
  termsRequired: "accounts:errors.termsRequired",
  shareContactDetailsRequired: "accounts:errors.shareContactDetailsRequired",
} as const;
export type ProfileErrorKey = (typeof PROFILE_ERRORS)[keyof typeof PROFILE_ERRORS];

/** The English text of every key, as in locales/en/accounts.json; the words of docs/product/accounts.md where it gives them. */
export const PROFILE_ERROR_TEXT: Record<ProfileErrorKey, string> = {
  "accounts:errors.required": "This is a required field",
  "accounts:errors.invalid": "This doesn't look valid.",
  "accounts:errors.tooLong": "This text is too long. Please shorten it.",
  "accounts:errors.invalidEmail": "Please enter a valid email address.",
  "accounts:errors.invalidImageUrl": "Enter the image's web address, starting with https://",
  "accounts:errors.invalidLinkedInUrl": "Enter a LinkedIn address starting with https://www.linkedin.com/",
  "accounts:errors.invalidRole": "A role must be representative, visitor or anonymous.",
  "accounts:errors.invalidContactMethod": "Choose telephone, email, WhatsApp, iMessage or LinkedIn.",
  "accounts:errors.invalidVisibility": "Choose exhibitors, visitors or the public.",
  "accounts:errors.visitorPrimaryRole": "A visitor's primary role must be visitor.",
  "accounts:errors.representativePrimaryRole": "A representative's primary role must be representative.",
  "accounts:errors.registrationIdLength": "A representative needs a registration ID of exactly 24 characters.",
  "accounts:errors.representativeIdLength": "A representative needs a representative ID of exactly 24 characters.",
  "accounts:errors.telephoneRequired": "Please enter your telephone number.",
  "accounts:errors.termsRequired": "You must accept the terms and conditions.",
  "accounts:errors.shareContactDetailsRequired": "You must agree to share your contact details.",
};

export const ID_LENGTH = 24;
const E = PROFILE_ERRORS;

function isHttpUrl(value: string, secureOnly: boolean): URL | undefined {
  try {
    const url = new URL(value);
    const ok = url.protocol === "https:" || (!secureOnly && url.protocol === "http:");
    return ok && url.hostname !== "" ? url : undefined;
  } catch {
    return undefined;
  }
}

function isLinkedInUrl(value: string): boolean {
  const url = isHttpUrl(value, true);
  // The host itself or a subdomain of it; "linkedin.com.evil.example" and "evil-linkedin.com" are neither.
  return (
    !!url &&
    !url.username &&
    !url.password &&
    (url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com"))
  );
}

/** A plausible telephone number: digits with the usual separators, 5 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[0-9(][0-9 ()./-]*[0-9]$/.test(value) && digits >= 5 && digits <= 15;
}

/** A trimmed string, checked unless empty; missing, null or empty becomes "". */
function text(max: number, check?: { ok: (value: string) => boolean; error: ProfileErrorKey }) {
  let schema = z.string({ error: E.invalid }).trim().max(max, { error: E.tooLong, abort: true });
  if (check) schema = schema.refine((value) => value === "" || check.ok(value), { error: check.error });
  return schema.nullish().transform((value) => value ?? "");
}

/** A trimmed string that must not be empty. */
function requiredText(max: number, error: ProfileErrorKey = E.required) {
  return z
    .string({ error: (issue) => (issue.input == null ? error : E.invalid) })
    .trim()
    .min(1, { error, abort: true })
    .max(max, { error: E.tooLong, abort: true });
}

const email = () => text(254, { ok: (value) => z.regexes.email.test(value), error: E.invalidEmail });
const imageUrl = () => text(2_000, { ok: (value) => !!isHttpUrl(value, false), error: E.invalidImageUrl });
const linkedInUrl = () => text(2_000, { ok: isLinkedInUrl, error: E.invalidLinkedInUrl });
const phone = () => text(40, { ok: isPhoneNumber, error: E.invalid });

const roleList = () => z.array(z.enum(PROFILE_ROLES, { error: E.invalidRole }), { error: E.invalid });
const contactMeVia = () =>
  z
    .array(z.enum(CONTACT_METHODS, { error: E.invalidContactMethod }), { error: E.invalid })
    .default((): ContactMethod[] => [DEFAULT_CONTACT_METHOD]);

const profileRecordSchema = z.object({
  uid: requiredText(128),
  email: email(),
  displayName: text(ACCOUNT_NAME_MAX),
  profileImageUrl: imageUrl(),
  linkedInURL: linkedInUrl(),
  jobTitle: text(200),
  telephone: phone(),
  companyName: text(200),
  primaryRole: z.enum(PROFILE_ROLES, { error: E.invalidRole }).optional(),
  roles: roleList().optional(),
  visibleToRoles: roleList().optional(),
  acceptsChatsFrom: roleList().optional(),
  acceptsMeetingsFrom: roleList().optional(),
  hasAcceptedTerms: z.boolean({ error: E.invalid }).default(false),
  contactMeVia: contactMeVia(),
  visibility: z.array(z.enum(VISIBILITIES, { error: E.invalidVisibility }), { error: E.invalid }).optional(),
  attendeeProfileIds: z.array(requiredText(64, E.invalid), { error: E.invalid }).optional(),
  registrationId: text(64),
  representativeId: text(64),
});
type ProfileRecordInput = z.output<typeof profileRecordSchema>;

interface CommonProfile {
  uid: string;
  email: string;
  displayName: string;
  profileImageUrl: string;
  linkedInURL: string;
  jobTitle: string;
  telephone: string;
  companyName: string;
  roles: ProfileRole[];
  visibleToRoles: ProfileRole[];
  acceptsChatsFrom: ProfileRole[];
  acceptsMeetingsFrom: ProfileRole[];
  hasAcceptedTerms: boolean;
  contactMeVia: ContactMethod[];
  visibility?: Visibility[];
}
export interface VisitorProfile extends CommonProfile {
  primaryRole: "VISITOR";
  attendeeProfileIds?: string[];
}
export interface RepresentativeProfile extends CommonProfile {
  primaryRole: "REPRESENTATIVE";
  registrationId: string;
  representativeId: string;
}
export type UserProfile = VisitorProfile | RepresentativeProfile;

// Runs even when a field failed, so a form shows the role problems together
// with the others; the values may therefore be of any type here.
function checkRole(profile: ProfileRecordInput, ctx: z.core.$RefinementCtx<ProfileRecordInput>) {
  const representativeId = typeof profile.representativeId === "string" ? profile.representativeId : "";
  const role = roleOfProfile({ representativeId });
  const primaryRole = profile.primaryRole ?? role;
  if (role === "VISITOR") {
    if (primaryRole !== "VISITOR")
      ctx.addIssue({ code: "custom", message: E.visitorPrimaryRole, path: ["primaryRole"] });
    return;
  }
  if (primaryRole !== "REPRESENTATIVE")
    ctx.addIssue({ code: "custom", message: E.representativePrimaryRole, path: ["primaryRole"] });
  if (typeof profile.registrationId !== "string" || profile.registrationId.length !== ID_LENGTH) {
    ctx.addIssue({ code: "custom", message: E.registrationIdLength, path: ["registrationId"] });
  }
  if (representativeId.length !== ID_LENGTH) {
    ctx.addIssue({ code: "custom", message: E.representativeIdLength, path: ["representativeId"] });
  }
}

function toUserProfile(record: ProfileRecordInput): UserProfile {
  const {
    primaryRole: _primaryRole,
    registrationId,
    representativeId,
    attendeeProfileIds,
    visibility,
    ...fields
  } = record;
  const role = roleOfProfile({ representativeId });
  const defaults = defaultsForRole(role);
  const common: CommonProfile = {
    ...fields,
    roles: record.roles ?? defaults.roles,
    visibleToRoles: record.visibleToRoles ?? defaults.visibleToRoles,
    acceptsChatsFrom: record.acceptsChatsFrom ?? defaults.acceptsChatsFrom,
    acceptsMeetingsFrom: record.acceptsMeetingsFrom ?? defaults.acceptsMeetingsFrom,
    ...(visibility ? { visibility } : {}),
  };
  if (role === "REPRESENTATIVE") return { ...common, primaryRole: "REPRESENTATIVE", registrationId, representativeId };
  return { ...common, primaryRole: "VISITOR", ...(attendeeProfileIds ? { attendeeProfileIds } : {}) };
}

/**
 * The stored profile (collections/{collectionId}/users/{uid}). Its role follows
 * docs/product/accounts.md (representativeId present or not); a missing primaryRole or role list
 * takes that role's default (docs/product/accounts.md), so the sign-in details alone make a
 * valid new visitor profile.
 */
export const userProfileSchema = profileRecordSchema
  .check(z.superRefine(checkRole, { when: () => true }))
  .transform(toUserProfile);
export type UserProfileInput = z.input<typeof userProfileSchema>;

/** An attendee's or representative's entry in the event's directory (docs/product/accounts.md). */
export const personProfileSchema = z.object({
  name: text(200),
  email: email(),
  jobTitle: text(200),
  company: text(200),
  telephone: phone(),
  linkedInURL: linkedInUrl(),
  videoCallId: text(200),
  officePhone: phone(),
  mobilePhone: phone(),
  profileImageUrl: imageUrl(),
  attendeeType: text(100),
  tableNumber: text(20),
  sortNumber: z
    .number({ error: E.invalid })
    .int({ error: E.invalid })
    .nullish()
    .transform((value) => value ?? null),
  discoverable: z.boolean({ error: E.invalid }).default(false),
});
export type PersonProfile = z.output<typeof personProfileSchema>;
export type PersonProfileInput = z.input<typeof personProfileSchema>;

/**
 * What a visitor or representative confirms during onboarding: a name, a
 * telephone number, the terms, and consent to share contact details with
 * the people they meet.
 */
export const profileOnboardingSchema = z.object({
  displayName: requiredText(ACCOUNT_NAME_MAX),
  jobTitle: text(200),
  companyName: text(200),
  telephone: requiredText(40, E.telephoneRequired).refine(isPhoneNumber, { error: E.invalid }),
  linkedInURL: linkedInUrl(),
  profileImageUrl: imageUrl(),
  contactMeVia: contactMeVia(),
  hasAcceptedTerms: z.literal(true, { error: E.termsRequired }),
  agreesToShareContactDetails: z.literal(true, { error: E.shareContactDetailsRequired }),
});
export type ProfileOnboarding = z.output<typeof profileOnboardingSchema>;
