import { createHash } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { type MeetingsFixture, meetingsFixture } from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import {
  calendarFeedToken,
  currentCalendarToken,
  findCalendarFeedOwner,
  renewCalendarToken,
  revokeCalendarToken,
} from "./calendar-tokens.server";

const secret = "a-test-secret-of-at-least-thirty-two-characters";

describeEachDialect("calendar-feed tokens", (t) => {
  let f: MeetingsFixture;
  let anna: { eventId: string; userId: string; secret: string };
  beforeEach(async () => {
    f = await meetingsFixture(t.db);
    anna = { eventId: f.eventId, userId: f.anna.userId, secret };
  });

  it("gives a user the same token until it is renewed, and opens only their feed", async () => {
    const token = await calendarFeedToken(t.db, anna);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await calendarFeedToken(t.db, anna)).toBe(token);
    expect(await findCalendarFeedOwner(t.db, { token })).toEqual({ eventId: f.eventId, userId: f.anna.userId });
    const bruno = await calendarFeedToken(t.db, { ...anna, userId: f.bruno.userId });
    expect(bruno).not.toBe(token);
    expect(await findCalendarFeedOwner(t.db, { token: bruno })).toEqual({ eventId: f.eventId, userId: f.bruno.userId });
  });

  it("keeps only a hash, so the stored row does not give the token away", async () => {
    const token = await calendarFeedToken(t.db, anna);
    const rows = await t.db.selectFrom("calendar_tokens").selectAll().where("user_id", "=", f.anna.userId).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    // Without the server's secret the same row gives another token.
    expect(await calendarFeedToken(t.db, { ...anna, secret: `${secret}-other` })).not.toBe(token);
  });

  it("ends the old URL when renewed, and every URL when revoked", async () => {
    const first = await calendarFeedToken(t.db, anna);
    const renewed = await renewCalendarToken(t.db, anna);
    expect(renewed).not.toBe(first);
    expect(await findCalendarFeedOwner(t.db, { token: first })).toBeNull();
    expect(await findCalendarFeedOwner(t.db, { token: renewed })).not.toBeNull();
    expect(await calendarFeedToken(t.db, anna)).toBe(renewed);

    await revokeCalendarToken(t.db, anna);
    expect(await findCalendarFeedOwner(t.db, { token: renewed })).toBeNull();
    const fresh = await calendarFeedToken(t.db, anna);
    expect(fresh).not.toBe(renewed);
  });

  it("shows the current token without making one, so a revoked feed stays revoked", async () => {
    expect(await currentCalendarToken(t.db, anna)).toBeNull();
    const token = await calendarFeedToken(t.db, anna);
    expect(await currentCalendarToken(t.db, anna)).toBe(token);
    await revokeCalendarToken(t.db, anna);
    expect(await currentCalendarToken(t.db, anna)).toBeNull();
    const rows = await t.db.selectFrom("calendar_tokens").selectAll().where("user_id", "=", f.anna.userId).execute();
    expect(rows).toEqual([]);
  });

  it("gives both of two first requests at once the same token", async () => {
    const tokens = await Promise.all(Array.from({ length: 10 }, () => calendarFeedToken(t.db, anna)));
    expect(new Set(tokens).size).toBe(1);
  });

  it("opens nothing for an unknown or malformed token", async () => {
    expect(await findCalendarFeedOwner(t.db, { token: "x".repeat(43) })).toBeNull();
    expect(await findCalendarFeedOwner(t.db, { token: "../../etc/passwd" })).toBeNull();
    expect(await findCalendarFeedOwner(t.db, { token: "" })).toBeNull();
  });
});
