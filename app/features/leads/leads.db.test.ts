import { expect, it } from "vitest";
import { insertExhibitor, register } from "../../../tests/factories/catalogue";
import { claimedPerson, manyPeople, meetingsFixture } from "../../../tests/factories/meetings";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { BADGE_CODE_LENGTH, normalizeBadgeCode } from "./badge-code";
import { badgeByCode, badgeOf, renewBadge } from "./badges.server";
import { LEAD_MESSAGES } from "./lead-messages";
import { changeLead, leadCounts, scanBadge, scannedBy, standLeads } from "./leads.server";

async function refusal(promise: Promise<unknown>): Promise<{ code?: string; messageKey?: string; name?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; messageKey?: string; name?: string };
  }
  throw new Error("expected a refusal");
}

describeEachDialect("badges and leads", (t) => {
  async function setup() {
    const f = await meetingsFixture(t.db);
    const otherExhibitor = await insertExhibitor(t.db, { name: "Cave Autre" });
    const otherStand = await register(t.db, { eventId: f.eventId, exhibitorId: otherExhibitor, tableNumber: "C3" });
    const otto = await claimedPerson(t.db, f.eventId, {
      kind: "representative",
      name: "Otto Other",
      registrationId: otherStand,
    });
    return { ...f, otherExhibitor, otto };
  }

  it("makes one badge per attendee on first asking, 50 concurrent first requests included", async () => {
    const f = await setup();
    const badges = await Promise.all(
      Array.from({ length: 50 }, () => badgeOf(t.db, { eventId: f.eventId, userId: f.anna.userId })),
    );
    const codes = new Set(badges.map((b) => b.code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(code).toHaveLength(BADGE_CODE_LENGTH);
    expect(normalizeBadgeCode(code.toLowerCase())).toBe(code);
    const rows = await t.db.selectFrom("badges").selectAll().where("user_id", "=", f.anna.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].person_id).toBe(f.anna.personId);
  });

  it("gives no badge to a user who is nobody at the event", async () => {
    const f = await setup();
    const stranger = await insertUser(t.db, { email: "stranger@example.com" });
    const error = await refusal(badgeOf(t.db, { eventId: f.eventId, userId: stranger.id }));
    expect(error).toMatchObject({ code: "not_found", messageKey: LEAD_MESSAGES.notAttendee.key });
  });

  it("scans a badge into the stand's lead: 201 once, then the same lead; the team sees it, another stand does not", async () => {
    const f = await setup();
    const { code } = await badgeOf(t.db, { eventId: f.eventId, userId: f.anna.userId });
    const first = await scanBadge(t.db, {
      eventId: f.eventId,
      userId: f.rep.userId,
      input: { code: code.toLowerCase() },
    });
    expect(first.created).toBe(true);
    expect(first.lead).toMatchObject({
      exhibitorId: f.exhibitorId,
      person: { id: f.anna.personId, name: "Anna Attendee", company: "Test Wine Merchants", jobTitle: "Wine Buyer" },
      score: null,
      note: "",
      scannedBy: { userId: f.rep.userId, name: "Rita Rep" },
    });
    const again = await scanBadge(t.db, {
      eventId: f.eventId,
      userId: f.rep2.userId,
      input: { code, score: "hot", note: "Wants the 2022 Riesling" },
    });
    expect(again.created).toBe(false);
    expect(again.lead).toMatchObject({ id: first.lead.id, score: "hot", note: "Wants the 2022 Riesling" });
    expect(again.lead.scannedBy.userId).toBe(f.rep.userId);
    // Scanned once more without score and note: both stay.
    const third = await scanBadge(t.db, { eventId: f.eventId, userId: f.rep.userId, input: { code } });
    expect(third.lead).toMatchObject({ score: "hot", note: "Wants the 2022 Riesling" });

    const team = await standLeads(t.db, { eventId: f.eventId, exhibitorId: f.exhibitorId });
    expect(team.map((l) => l.id)).toEqual([first.lead.id]);
    expect(await standLeads(t.db, { eventId: f.eventId, exhibitorId: f.otherExhibitor })).toEqual([]);

    const changed = await changeLead(t.db, {
      eventId: f.eventId,
      userId: f.rep2.userId,
      leadId: first.lead.id,
      input: { score: "warm" },
    });
    expect(changed).toMatchObject({ score: "warm", note: "Wants the 2022 Riesling" });
    const foreign = await refusal(
      changeLead(t.db, { eventId: f.eventId, userId: f.otto.userId, leadId: first.lead.id, input: { score: "cold" } }),
    );
    expect(foreign).toMatchObject({ code: "not_found", messageKey: LEAD_MESSAGES.leadNotFound.key });

    // The other stand's own scan makes its own lead.
    const theirs = await scanBadge(t.db, { eventId: f.eventId, userId: f.otto.userId, input: { code } });
    expect(theirs.created).toBe(true);
    expect(theirs.lead.id).not.toBe(first.lead.id);

    const seenBy = await scannedBy(t.db, { eventId: f.eventId, userId: f.anna.userId });
    expect(seenBy.map((s) => s.exhibitorName).sort()).toEqual(["Cave Autre", "Weingut Test"]);
    expect(await leadCounts(t.db, { eventId: f.eventId })).toEqual({ total: 2, hot: 0, warm: 1, cold: 0 });
    expect(await leadCounts(t.db, { eventId: f.eventId, exhibitorId: f.exhibitorId })).toEqual({
      total: 1,
      hot: 0,
      warm: 1,
      cold: 0,
    });
    // A report's range counts the scans made in it.
    const scanned = Date.parse(first.lead.scannedAt);
    const instant = (ms: number) => new Date(scanned + ms).toISOString();
    const inRange = { eventId: f.eventId, scannedFrom: instant(-60_000), scannedBefore: instant(3_600_000) };
    expect(await leadCounts(t.db, inRange)).toMatchObject({ total: 2 });
    expect(await leadCounts(t.db, { ...inRange, scannedBefore: instant(-1) })).toMatchObject({ total: 0 });
  });

  it("lets only representatives scan, refuses unknown codes and bad input", async () => {
    const f = await setup();
    const { code } = await badgeOf(t.db, { eventId: f.eventId, userId: f.anna.userId });
    expect(
      await refusal(scanBadge(t.db, { eventId: f.eventId, userId: f.bruno.userId, input: { code } })),
    ).toMatchObject({ code: "forbidden", messageKey: LEAD_MESSAGES.notRepresentative.key });
    expect(
      await refusal(scanBadge(t.db, { eventId: f.eventId, userId: f.rep.userId, input: { code: "ZZZZZZZZZZ" } })),
    ).toMatchObject({ code: "not_found", messageKey: LEAD_MESSAGES.badgeNotValid.key });
    expect(
      await refusal(scanBadge(t.db, { eventId: f.eventId, userId: f.rep.userId, input: { code, score: "lukewarm" } })),
    ).toMatchObject({ name: "ZodError" });
    expect(
      await refusal(
        scanBadge(t.db, { eventId: f.eventId, userId: f.rep.userId, input: { code, note: "x".repeat(2001) } }),
      ),
    ).toMatchObject({ name: "ZodError" });
    expect(
      await refusal(scanBadge(t.db, { eventId: f.eventId, userId: f.rep.userId, input: { code: "ABC123" } })),
    ).toMatchObject({ name: "ZodError" });
  });

  it("makes exactly one lead of 60 concurrent scans of one badge by the stand's team", async () => {
    const f = await setup();
    const reps = await manyPeople(t.db, f.eventId, 10, { kind: "representative", registrationId: f.registrationId });
    const { code } = await badgeOf(t.db, { eventId: f.eventId, userId: f.bruno.userId });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        scanBadge(t.db, { eventId: f.eventId, userId: reps[i % reps.length].userId, input: { code, score: "hot" } }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    const rows = await t.db.selectFrom("leads").select("id").where("person_id", "=", f.bruno.personId).execute();
    expect(rows).toHaveLength(1);
  });

  it("renews a badge: the old code finds nothing from the renewal's commit on, even with scans racing it", async () => {
    const f = await setup();
    const reps = await manyPeople(t.db, f.eventId, 10, { kind: "representative", registrationId: f.registrationId });
    const old = await badgeOf(t.db, { eventId: f.eventId, userId: f.anna.userId });
    let renewedAt = Number.POSITIVE_INFINITY;
    const scans = Array.from({ length: 50 }, async (_, i) => {
      const startedAt = performance.now();
      try {
        const { created } = await scanBadge(t.db, {
          eventId: f.eventId,
          userId: reps[i % reps.length].userId,
          input: { code: old.code },
        });
        return { ok: true, created, startedAt };
      } catch (error) {
        expect(error).toMatchObject({ code: "not_found", messageKey: LEAD_MESSAGES.badgeNotValid.key });
        return { ok: false, created: false, startedAt };
      }
    });
    const renewal = renewBadge(t.db, { eventId: f.eventId, userId: f.anna.userId }).then((badge) => {
      renewedAt = performance.now();
      return badge;
    });
    const [renewed, ...results] = await Promise.all([renewal, ...scans]);
    expect(renewed.code).not.toBe(old.code);
    // No scan that started after the renewal committed found the old code.
    expect(results.filter((r) => r.ok && r.startedAt > renewedAt)).toEqual([]);
    expect(results.filter((r) => r.created).length).toBeLessThanOrEqual(1);
    expect(await badgeByCode(t.db, old.code)).toBeUndefined();
    expect(
      await refusal(scanBadge(t.db, { eventId: f.eventId, userId: f.rep.userId, input: { code: old.code } })),
    ).toMatchObject({ code: "not_found", messageKey: LEAD_MESSAGES.badgeNotValid.key });
    const fresh = await scanBadge(t.db, { eventId: f.eventId, userId: f.rep.userId, input: { code: renewed.code } });
    expect(fresh.lead.person.id).toBe(f.anna.personId);
  });
});
