import { beforeEach, expect, it } from "vitest";
import { createBatchWriter } from "~/.server/analytics/batch-writer";
import { analyticsBatchSchema } from "~/lib/analytics-batch";
import { insertEvent, testId } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { outboundClicksByTarget, pageViewsByDay } from "./report-queries.server";
import { type ReceivedAnalyticsEvent, storeAnalyticsEvents } from "./store-events.server";

// What the endpoint buffers lands in analytics_events in one insert per
// batch, placed under its event with the exhibitor or product its page
// shows; the report's first queries count it by the event's days.

function received(body: unknown, receivedAt: string, locale: string | null = "en"): ReceivedAnalyticsEvent[] {
  return analyticsBatchSchema.parse(body).events.map((event) => ({ event, locale, receivedAt }));
}

describeEachDialect("analytics events", (t) => {
  let eventId: string;
  let slug: string;

  beforeEach(async () => {
    eventId = testId();
    slug = `fair-${eventId}`;
    await insertEvent(t.db, { id: eventId, slug, settings: { segments: { exhibitors: "aussteller" } } });
  });

  const rowsOf = (id: string) =>
    t.db
      .selectFrom("analytics_events")
      .select(["kind", "event_id", "path", "entity_type", "entity_id", "target", "link_kind", "locale"])
      .where("event_id", "=", id)
      .orderBy("id")
      .execute();

  it("stores a batch in one insert: the event by id or slug, the entity by the event's section names, no query", async () => {
    const inserts: number[] = [];
    const writer = createBatchWriter<ReceivedAnalyticsEvent>({
      write: async (items) => {
        inserts.push(items.length);
        await storeAnalyticsEvents(t.db, items, {});
      },
    });
    writer.push(
      received(
        {
          events: [
            { kind: "page_view", path: `/p/de/events/${eventId}/aussteller/e1?from=newsletter` },
            { kind: "page_view", path: `/p/events/${slug}/products/by-producer/pr1/p1#tab` },
            {
              kind: "outbound_click",
              path: `/p/de/events/${eventId}/aussteller/e1`,
              target: "https://winery.example/shop?u=anna@example.com",
              link: "website",
            },
          ],
        },
        "2026-12-07T10:00:00.000Z",
        "de",
      ),
    );
    expect(await rowsOf(eventId)).toEqual([]);
    await writer.flush();
    expect(inserts).toEqual([3]);
    expect(await rowsOf(eventId)).toEqual([
      {
        kind: "page_view",
        event_id: eventId,
        path: `/p/de/events/${eventId}/aussteller/e1`,
        entity_type: "exhibitor",
        entity_id: "e1",
        target: null,
        link_kind: null,
        locale: "de",
      },
      {
        kind: "page_view",
        event_id: eventId,
        path: `/p/events/${slug}/products/by-producer/pr1/p1`,
        entity_type: "product",
        entity_id: "p1",
        target: null,
        link_kind: null,
        locale: "de",
      },
      {
        kind: "outbound_click",
        event_id: eventId,
        path: `/p/de/events/${eventId}/aussteller/e1`,
        entity_type: "exhibitor",
        entity_id: "e1",
        target: "https://winery.example/shop",
        link_kind: "website",
        locale: "de",
      },
    ]);
  });

  it("puts the site's own pages under the primary event, an unknown event under none, and an unknown locale as none", async () => {
    await storeAnalyticsEvents(
      t.db,
      [
        ...received({ events: [{ kind: "page_view", path: "/en/catalog" }] }, "2026-12-07T10:00:00.000Z", "xx"),
        ...received(
          { events: [{ kind: "page_view", path: "/p/events/no-such-fair/exhibitors/e1" }] },
          "2026-12-07T10:00:00.000Z",
        ),
      ],
      { configuredPrimaryEvent: slug },
    );
    expect(await rowsOf(eventId)).toEqual([
      expect.objectContaining({ path: "/en/catalog", event_id: eventId, entity_type: null, locale: null }),
    ]);
    const orphan = await t.db
      .selectFrom("analytics_events")
      .select(["event_id", "entity_type"])
      .where("path", "=", "/p/events/no-such-fair/exhibitors/e1")
      .execute();
    expect(orphan).toEqual([{ event_id: null, entity_type: null }]);
  });

  it("keeps at most its capacity: beyond it events are dropped and counted, the flush writes the rest", async () => {
    const inserts: number[] = [];
    const writer = createBatchWriter<ReceivedAnalyticsEvent>({
      write: async (items) => {
        inserts.push(items.length);
        await storeAnalyticsEvents(t.db, items, {});
      },
      capacity: 25,
      batchSize: 500,
    });
    const view = { kind: "page_view", path: `/p/en/events/${eventId}` };
    for (let i = 0; i < 3; i++) writer.push(received({ events: Array(10).fill(view) }, "2026-12-07T10:00:00.000Z"));
    expect(writer.stats()).toMatchObject({ buffered: 25, dropped: 5 });
    await writer.close();
    expect(inserts).toEqual([25]);
    expect(await rowsOf(eventId)).toHaveLength(25);
    expect(writer.stats()).toEqual({ buffered: 0, written: 25, dropped: 5, failed: 0 });
  });

  it("counts page views per day of the event's clock, and outbound clicks per target", async () => {
    const at = (iso: string, body: unknown) => storeAnalyticsEvents(t.db, received(body, iso), {});
    const exhibitorPage = { kind: "page_view", path: `/p/en/events/${eventId}/aussteller/e1` };
    const productPage = { kind: "page_view", path: `/p/en/events/${eventId}/products/by-exhibitor/e1/p1` };
    // Berlin is UTC+1 in December: 23:30 UTC on the 6th is 00:30 on the 7th there.
    await at("2026-12-06T22:59:00.000Z", { events: [exhibitorPage] });
    await at("2026-12-06T23:30:00.000Z", { events: [exhibitorPage, productPage] });
    await at("2026-12-07T22:59:59.000Z", { events: [productPage] });
    await at("2026-12-07T23:00:00.000Z", { events: [productPage] });
    await at("2026-12-09T23:00:00.000Z", { events: [productPage] });
    const click = (target: string, link: string) => ({ kind: "outbound_click", path: productPage.path, target, link });
    await at("2026-12-07T09:00:00.000Z", {
      events: [
        click("https://winery.example/", "website"),
        click("https://winery.example/?utm=1", "website"),
        click("https://shop.example/wine", "shop"),
      ],
    });
    await at("2026-12-10T09:00:00.000Z", { events: [click("https://late.example/", "other")] });

    expect(await pageViewsByDay(t.db, { eventId, from: "2026-12-07", to: "2026-12-09" })).toEqual([
      { day: "2026-12-07", views: 3 },
      { day: "2026-12-08", views: 1 },
      { day: "2026-12-09", views: 0 },
    ]);
    expect(
      await pageViewsByDay(t.db, {
        eventId,
        from: "2026-12-06",
        to: "2026-12-07",
        timeZone: "UTC",
        entity: { type: "exhibitor", id: "e1" },
      }),
    ).toEqual([
      { day: "2026-12-06", views: 2 },
      { day: "2026-12-07", views: 0 },
    ]);
    // Kathmandu is UTC+5:45: 22:59 UTC on the 7th is 04:44 on the 8th there.
    expect(
      await pageViewsByDay(t.db, { eventId, from: "2026-12-07", to: "2026-12-08", timeZone: "Asia/Kathmandu" }),
    ).toEqual([
      { day: "2026-12-07", views: 3 },
      { day: "2026-12-08", views: 2 },
    ]);
    expect(await outboundClicksByTarget(t.db, { eventId, from: "2026-12-07", to: "2026-12-09" })).toEqual([
      { target: "https://winery.example/", linkKind: "website", clicks: 2 },
      { target: "https://shop.example/wine", linkKind: "shop", clicks: 1 },
    ]);
    expect(
      await pageViewsByDay(t.db, { eventId: "000000000000000000000000", from: "2026-12-07", to: "2026-12-07" }),
    ).toEqual([{ day: "2026-12-07", views: 0 }]);
  });
});
