import { expect, it } from "vitest";
import { insertEvent } from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { ensureProfile, getProfile, ProfileValidationError, updateOwnProfile } from "./profiles.server";

describeEachDialect("user profiles", (t) => {
  it("creates a visitor profile from the sign-in details only if none exists", async () => {
    const eventId = await insertEvent(t.db);
    const user = await insertUser(t.db, { email: "ines@example.com", name: "Inès Martin" });
    const created = await ensureProfile(t.db, eventId, {
      ...user,
      image: "https://cdn.example.com/ines.jpg",
      phone: "+33 1 23 45 67 89",
    });
    expect(created).toMatchObject({
      uid: user.id,
      email: "ines@example.com",
      displayName: "Inès Martin",
      primaryRole: "VISITOR",
      roles: ["VISITOR"],
      visibleToRoles: ["REPRESENTATIVE"],
      acceptsChatsFrom: ["REPRESENTATIVE"],
      acceptsMeetingsFrom: ["REPRESENTATIVE"],
      hasAcceptedTerms: false,
      contactMeVia: ["EMAIL"],
      telephone: "+33 1 23 45 67 89",
      profileImageUrl: "https://cdn.example.com/ines.jpg",
    });

    // A second sign-in with other details keeps what is stored.
    await updateOwnProfile(t.db, eventId, user.id, { jobTitle: "Sommelière" });
    const again = await ensureProfile(t.db, eventId, { ...user, name: "Someone Else", phone: null });
    expect(again.displayName).toBe("Inès Martin");
    expect(again.jobTitle).toBe("Sommelière");
  });

  it("keeps an account named before names were limited usable: its profile takes the first 200 characters", async () => {
    const eventId = await insertEvent(t.db);
    const long = `${"W".repeat(199)}🍷${"x".repeat(100)}`;
    const user = await insertUser(t.db, { email: "long@example.com", name: long });
    const created = await ensureProfile(t.db, eventId, user);
    // 199 characters: the wine glass (two UTF-16 units) would pass 200, and is never cut in two.
    expect(created.displayName).toBe("W".repeat(199));
    expect((await getProfile(t.db, eventId, user.id))?.displayName).toBe("W".repeat(199));
  });

  it("creates exactly one profile when two sign-ins race", async () => {
    const eventId = await insertEvent(t.db);
    const user = await insertUser(t.db, { email: "race@example.com" });
    await Promise.all([
      ensureProfile(t.db, eventId, user),
      ensureProfile(t.db, eventId, user),
      ensureProfile(t.db, eventId, user),
    ]);
    const rows = await t.db
      .selectFrom("user_profiles")
      .select("user_id")
      .where("event_id", "=", eventId)
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("leaves out a photo or number the profile rules refuse instead of failing the sign-in", async () => {
    const eventId = await insertEvent(t.db);
    const user = await insertUser(t.db, { email: "odd@example.com" });
    const created = await ensureProfile(t.db, eventId, {
      ...user,
      image: "data:image/png;base64,AAAA",
      phone: "call me",
    });
    expect(created.profileImageUrl).toBe("");
    expect(created.telephone).toBe("");
  });

  it("keeps the fields only claims and organizers set when the user saves", async () => {
    const eventId = await insertEvent(t.db);
    const user = await insertUser(t.db, { email: "keep@example.com" });
    await ensureProfile(t.db, eventId, user);
    const saved = await updateOwnProfile(t.db, eventId, user.id, {
      companyName: "Weingut Sonnenhang",
      primaryRole: "REPRESENTATIVE",
      representativeId: "a".repeat(24),
      registrationId: "b".repeat(24),
      roles: ["REPRESENTATIVE"],
      uid: "someone-else",
    });
    expect(saved).toMatchObject({
      uid: user.id,
      primaryRole: "VISITOR",
      roles: ["VISITOR"],
      companyName: "Weingut Sonnenhang",
    });
    expect(saved).not.toHaveProperty("representativeId");
  });

  it("refuses invalid changes with a message key per field and leaves the stored profile as it was", async () => {
    const eventId = await insertEvent(t.db);
    const user = await insertUser(t.db, { email: "careful@example.com" });
    await ensureProfile(t.db, eventId, user);
    await updateOwnProfile(t.db, eventId, user.id, { jobTitle: "Buyer" });
    const attempt = updateOwnProfile(t.db, eventId, user.id, {
      jobTitle: "Head buyer",
      linkedInURL: "http://linkedin.com.evil.example/x",
      email: "nope",
    });
    await expect(attempt).rejects.toBeInstanceOf(ProfileValidationError);
    await attempt.catch((error: ProfileValidationError) => {
      expect(error.fieldErrors).toEqual({
        linkedInURL: "accounts:errors.invalidLinkedInUrl",
        email: "accounts:errors.invalidEmail",
      });
    });
    expect((await getProfile(t.db, eventId, user.id))?.jobTitle).toBe("Buyer");
  });

  it("finds no profile of another user or another event", async () => {
    const eventId = await insertEvent(t.db);
    const otherId = await insertEvent(t.db);
    const user = await insertUser(t.db, { email: "mine@example.com" });
    const stranger = await insertUser(t.db, { email: "theirs@example.com" });
    await ensureProfile(t.db, eventId, user);
    expect(await getProfile(t.db, eventId, stranger.id)).toBeNull();
    expect(await getProfile(t.db, otherId, user.id)).toBeNull();
    await expect(updateOwnProfile(t.db, eventId, stranger.id, { jobTitle: "x" })).rejects.toMatchObject({
      code: "not_found",
    });
  });
});
