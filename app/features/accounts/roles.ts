// The role vocabulary of user profiles (docs/product/accounts.md) and the defaults a new
// profile gets for its role. Pure, so forms, actions and the profile store
// agree on them.

export const PROFILE_ROLES = ["REPRESENTATIVE", "VISITOR", "ANONYMOUS"] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

/** The roles a stored profile can have as its primary role (docs/product/accounts.md). */
export type PrimaryRole = Extract<ProfileRole, "REPRESENTATIVE" | "VISITOR">;

export const CONTACT_METHODS = ["TELEPHONE", "EMAIL", "WHATSAPP", "IMESSAGE", "LINKEDIN"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const DEFAULT_CONTACT_METHOD: ContactMethod = "EMAIL";

export const VISIBILITIES = ["EXHIBITOR", "VISITOR", "PUBLIC"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export interface RoleDefaults {
  roles: ProfileRole[];
  visibleToRoles: ProfileRole[];
  acceptsChatsFrom: ProfileRole[];
  acceptsMeetingsFrom: ProfileRole[];
}

/** docs/product/accounts.md. Fresh arrays on every call, so a caller may change them. */
export function defaultsForRole(role: PrimaryRole): RoleDefaults {
  if (role === "REPRESENTATIVE") {
    return {
      roles: ["REPRESENTATIVE"],
      visibleToRoles: ["REPRESENTATIVE", "VISITOR", "ANONYMOUS"],
      acceptsChatsFrom: ["REPRESENTATIVE", "VISITOR"],
      acceptsMeetingsFrom: ["REPRESENTATIVE", "VISITOR"],
    };
  }
  return {
    roles: ["VISITOR"],
    visibleToRoles: ["REPRESENTATIVE"],
    acceptsChatsFrom: ["REPRESENTATIVE"],
    acceptsMeetingsFrom: ["REPRESENTATIVE"],
  };
}

/** docs/product/accounts.md: a profile is a representative's when it has a representativeId, else a visitor's. */
export function roleOfProfile(profile: { representativeId?: string | null }): PrimaryRole {
  return typeof profile.representativeId === "string" && profile.representativeId.trim() !== ""
    ? "REPRESENTATIVE"
    : "VISITOR";
}
