import { expect, it } from "vitest";
import { listAudit } from "~/.server/audit/audit-log";
import { AppError } from "~/.server/errors";
import { type BusMessage, bus } from "~/.server/realtime/bus";
import { updateEventSettings } from "~/features/events/event-settings.server";
import { getEvent } from "~/features/events/events.server";
import { insertEvent } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";

// The console's settings writes: only what changed, refused when someone
// else changed the same setting since the form was shown, logged with who.

const alice = { userId: "alice", email: "alice@example.com" };
const bob = { userId: "bob", email: "bob@example.com" };

describeEachDialect("event settings from the organizer's console", (t) => {
  it("writes the changed settings and the time zone, logs from and to, and tells the event's open pages", async () => {
    const eventId = await insertEvent(t.db, {}); // in Europe/Berlin
    const heard: BusMessage[] = [];
    const stop = bus().subscribe((m) => heard.push(m));
    const saved = await updateEventSettings(t.db, {
      idOrSlug: eventId,
      changes: { tastingNotesEnabled: false },
      timezone: "Europe/Rome",
      expected: { tastingNotesEnabled: true, timezone: "Europe/Berlin" },
      actor: alice,
    });
    stop();
    expect(saved.changed).toEqual(["tastingNotesEnabled", "timezone"]);
    const event = await getEvent(t.db, { idOrSlug: eventId, locale: "en" });
    expect(event?.settings.tastingNotesEnabled).toBe(false);
    expect(event?.timezone).toBe("Europe/Rome");
    expect(heard).toContainEqual({ type: "event.settingsChanged", eventId });
    const log = await listAudit(t.db, { eventId });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      actor: "alice@example.com",
      action: "settings.changed",
      details: {
        tastingNotesEnabled: { from: true, to: false },
        timezone: { from: "Europe/Berlin", to: "Europe/Rome" },
      },
    });
  });

  it("refuses a change to a setting someone else changed since, shows their value, and writes nothing", async () => {
    const eventId = await insertEvent(t.db, {});
    await updateEventSettings(t.db, {
      idOrSlug: eventId,
      changes: { listsEnabled: false },
      expected: { listsEnabled: true },
      actor: bob,
    });
    const refused = updateEventSettings(t.db, {
      idOrSlug: eventId,
      changes: { listsEnabled: true, showDistributionDetails: "all" },
      expected: { listsEnabled: true, showDistributionDetails: "inMarket" },
      actor: alice,
    });
    await expect(refused).rejects.toSatisfy(
      (error) =>
        error instanceof AppError &&
        error.code === "conflict" &&
        error.messageKey === "organizer:errors.settingsChanged" &&
        JSON.stringify(error.details) ===
          JSON.stringify({
            fields: ["listsEnabled"],
            current: { listsEnabled: false, showDistributionDetails: "inMarket" },
          }),
    );
    const event = await getEvent(t.db, { idOrSlug: eventId, locale: "en" });
    expect(event?.settings).toMatchObject({ listsEnabled: false, showDistributionDetails: "inMarket" });
    expect((await listAudit(t.db, { eventId })).entries.map((e) => e.actor)).toEqual(["bob@example.com"]);
  });

  it("lets two organizers changing different settings at once both win, each logged once", async () => {
    const eventId = await insertEvent(t.db, {});
    await Promise.all([
      updateEventSettings(t.db, {
        idOrSlug: eventId,
        changes: { tastingNotesEnabled: false },
        expected: { tastingNotesEnabled: true },
        actor: alice,
      }),
      updateEventSettings(t.db, {
        idOrSlug: eventId,
        changes: { showDistributionDetails: "none" },
        expected: { showDistributionDetails: "inMarket" },
        actor: bob,
      }),
    ]);
    const event = await getEvent(t.db, { idOrSlug: eventId, locale: "en" });
    expect(event?.settings).toMatchObject({ tastingNotesEnabled: false, showDistributionDetails: "none" });
    expect((await listAudit(t.db, { eventId })).entries).toHaveLength(2);
  });

  it("of 50 organizers switching the same setting from the same form at once, one wins and 49 are told", async () => {
    const eventId = await insertEvent(t.db, {});
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        updateEventSettings(t.db, {
          idOrSlug: eventId,
          changes: { meetingBooking: `value-${i}` },
          expected: { meetingBooking: "false" },
          actor: { userId: `u${i}`, email: `u${i}@example.com` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.reason).toSatisfy((e) => e instanceof AppError && e.code === "conflict");
    const log = await listAudit(t.db, { eventId });
    expect(log.entries).toHaveLength(1);
    const winner = log.entries[0].details.meetingBooking as { from: string; to: string };
    expect(winner.from).toBe("false");
    const event = await getEvent(t.db, { idOrSlug: eventId, locale: "en" });
    expect(event?.settings.meetingBooking).toBe(winner.to);
  });

  it("a save that changes nothing writes nothing and logs nothing", async () => {
    const eventId = await insertEvent(t.db, {});
    const saved = await updateEventSettings(t.db, {
      idOrSlug: eventId,
      changes: { listsEnabled: true },
      expected: { listsEnabled: true },
      actor: alice,
    });
    expect(saved.changed).toEqual([]);
    expect((await listAudit(t.db, { eventId })).entries).toEqual([]);
  });

  it("pages through the log newest first and filters it", async () => {
    const eventId = await insertEvent(t.db, {});
    for (let i = 0; i < 5; i++)
      await updateEventSettings(t.db, {
        idOrSlug: eventId,
        changes: { meetingBooking: `v${i}` },
        actor: i % 2 ? alice : bob,
      });
    const first = await listAudit(t.db, { eventId, limit: 2 });
    expect(first.entries.map((e) => (e.details.meetingBooking as { to: string }).to)).toEqual(["v4", "v3"]);
    const second = await listAudit(t.db, { eventId, limit: 2, after: first.next ?? undefined });
    expect(second.entries.map((e) => (e.details.meetingBooking as { to: string }).to)).toEqual(["v2", "v1"]);
    const last = await listAudit(t.db, { eventId, limit: 2, after: second.next ?? undefined });
    expect(last.entries).toHaveLength(1);
    expect(last.next).toBeNull();
    expect((await listAudit(t.db, { eventId, actor: "alice@example.com" })).entries).toHaveLength(2);
    expect((await listAudit(t.db, { eventId, action: "organizer.added" })).entries).toEqual([]);
  });
});
