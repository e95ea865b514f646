import type { DB } from "~/.server/db";
import { env } from "~/.server/env";
import { AppError } from "~/.server/errors";
import { ACCOUNT_NAME_MAX } from "~/lib/account-name";
import { removeStoredPhoto, storedPhotoName } from "./profile-image.server";
import { type UserProfile, type UserProfileInput, userProfileSchema } from "./profile-schema";

// The user profile record per event (the spec's collections/{collectionId}/
// users/{uid}). Every query names the user: one user's profile is never
// reachable through another's id.

/** Fields only claims and organizers set; a user's own save keeps the stored values. */
const SERVER_OWNED = [
  "uid",
  "primaryRole",
  "roles",
  "registrationId",
  "representativeId",
  "attendeeProfileIds",
] as const;

export interface SignInDetails {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  phone?: string | null;
}

export class ProfileValidationError extends AppError {
  constructor(readonly fieldErrors: Record<string, string>) {
    super("invalid", "profile invalid", { fieldErrors });
  }
}

/** Validates a profile; the errors are message keys per field (dot paths). */
export function parseProfile(input: UserProfileInput): UserProfile {
  const parsed = userProfileSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "form";
    fieldErrors[key] ??= issue.message;
  }
  throw new ProfileValidationError(fieldErrors);
}

export async function getProfile(db: DB, eventId: string, userId: string): Promise<UserProfile | null> {
  const row = await db
    .selectFrom("user_profiles")
    .select("data")
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.data) as UserProfile) : null;
}

/**
 * docs/product/accounts.md: on first sign-in a profile is created from the sign-in details only
 * if none exists, as a visitor with telephone and photo from the sign-in.
 * Safe to call at every sign-in and concurrently: an existing row wins.
 */
export async function ensureProfile(db: DB, eventId: string, user: SignInDetails): Promise<UserProfile> {
  const existing = await getProfile(db, eventId, user.id);
  if (existing) return existing;
  const seeded = parseProfile({
    uid: user.id,
    email: user.email,
    // An account named before names were limited at sign-up keeps working: its profile takes the first characters.
    displayName: cutName(user.name ?? ""),
    // A photo or number the profile rules refuse is left out rather than blocking sign-in.
    profileImageUrl: safe(() => parseProfile({ uid: user.id, profileImageUrl: user.image ?? "" }).profileImageUrl),
    telephone: safe(() => parseProfile({ uid: user.id, telephone: user.phone ?? "" }).telephone),
  });
  const now = new Date().toISOString();
  await db
    .insertInto("user_profiles")
    .values({
      event_id: eventId,
      user_id: user.id,
      primary_role: seeded.primaryRole,
      data: JSON.stringify(seeded),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(["event_id", "user_id"]).doNothing())
    .execute();
  return (await getProfile(db, eventId, user.id))!;
}

/** At most ACCOUNT_NAME_MAX UTF-16 units (the profile rule's count), never cutting a character in two. */
function cutName(name: string): string {
  const cut = name.trim().slice(0, ACCOUNT_NAME_MAX);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function safe(read: () => string): string {
  try {
    return read();
  } catch {
    return "";
  }
}

/**
 * Merges the user's changes into the stored profile (PUT). Fields only claims
 * and organizers set keep their stored values. Invalid input throws
 * ProfileValidationError and leaves the stored profile as it was.
 */
export async function updateOwnProfile(
  db: DB,
  eventId: string,
  userId: string,
  changes: Record<string, unknown>,
): Promise<UserProfile> {
  const stored = await getProfile(db, eventId, userId);
  if (!stored) throw new AppError("not_found", "Profile not found");
  const merged: Record<string, unknown> = { ...stored, ...changes };
  for (const key of SERVER_OWNED) merged[key] = (stored as unknown as Record<string, unknown>)[key];
  const profile = parseProfile(merged as UserProfileInput);
  await writeProfile(db, eventId, userId, profile);
  if (stored.profileImageUrl !== profile.profileImageUrl) await forgetPhoto(db, userId, stored.profileImageUrl);
  return profile;
}

/**
 * After a profile stopped showing a photo we stored: its files go, unless
 * another of the user's profiles (another event) still shows it.
 */
export async function forgetPhoto(db: DB, userId: string, url: string): Promise<void> {
  const name = storedPhotoName(userId, url);
  if (!name) return;
  const stillShown = await db
    .selectFrom("user_profiles")
    .select("event_id")
    .where("user_id", "=", userId)
    .where("data", "like", `%${name}%`)
    .executeTakeFirst();
  if (!stillShown) await removeStoredPhoto({ userId, name, mediaDir: env().MEDIA_DIR });
}

/** Replaces the stored profile with one already validated (claims, organizer fixes). */
export async function writeProfile(db: DB, eventId: string, userId: string, profile: UserProfile): Promise<void> {
  const result = await db
    .updateTable("user_profiles")
    .set({ data: JSON.stringify(profile), primary_role: profile.primaryRole, updated_at: new Date().toISOString() })
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError("not_found", "Profile not found");
}
