import { expect, it } from "vitest";
import { bus } from "~/.server/realtime/bus";
import { createRequestContext } from "~/.server/request-context";
import { insertEvent, testId } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { loadEventContext, primaryEventIdOf } from "./event-context.server";
import { updateEventSettings } from "./event-settings.server";

// What every page shows around its content (the event, the primary event's
// id; the footer: content-pages/site-regions.db.test.ts) is kept across
// requests (app/.server/cache/kept-records.ts) and must still show a change
// on the very next page. Kept only while the bus vouches for it: a
// PostgreSQL bus not started here never does, so on PostgreSQL these tests
// check that every page reads afresh.

describeEachDialect("records every page shows, kept between requests", (t) => {
  const request = () => createRequestContext({ preferredLocale: "en", origin: "http://localhost" });
  const eventPage = (collectionId: string, locale = "en") =>
    loadEventContext({ locale, collectionId }, request(), t.db);

  it("reads an event once, and shows its changed settings on the next page", async () => {
    const eventId = await insertEvent(t.db);
    const first = await eventPage(eventId);
    expect(first.event.settings.listsEnabled).toBe(true);
    const again = await eventPage(eventId);
    // Kept: the next page is handed the same record, not a new read.
    if (bus().isCurrent()) expect(again.event).toBe(first.event);
    else expect(again.event).not.toBe(first.event);
    // By slug and in another language, it is another entry.
    expect((await eventPage(first.event.slug)).event.id).toBe(eventId);
    expect((await eventPage(eventId, "de")).locale).toBe("de");

    await updateEventSettings(t.db, { idOrSlug: eventId, changes: { listsEnabled: false } });
    expect((await eventPage(eventId)).event.settings.listsEnabled).toBe(false);
    expect((await eventPage(first.event.slug)).event.settings.listsEnabled).toBe(false);
    expect((await eventPage(eventId, "de")).event.settings.listsEnabled).toBe(false);
  });

  it("answers an unknown event with the 404 page, and finds it once it is there", async () => {
    const eventId = testId();
    const status = await eventPage(eventId).then(
      () => 200,
      (thrown: { init?: { status?: number } }) => thrown.init?.status,
    );
    expect(status).toBe(404);
    await insertEvent(t.db, { id: eventId });
    expect((await eventPage(eventId)).event.id).toBe(eventId);
  });

  it("finds the configured primary event once it is there", async () => {
    const slug = `primary-${testId()}`;
    expect(await primaryEventIdOf(request(), slug, t.db)).toBeNull();
    const eventId = await insertEvent(t.db, { slug });
    expect(await primaryEventIdOf(request(), slug, t.db)).toBe(eventId);
    expect(await primaryEventIdOf(request(), slug, t.db)).toBe(eventId);
  });
});
