import { randomUUID } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { insertEvent, insertExhibitor, insertProduct, register, testId } from "../../../tests/factories/catalogue";
import { claimedPerson } from "../../../tests/factories/meetings";
import { insertUser, makeOrganizer } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { favoriteCounts } from "./engagement-queries.server";
import { meetingFunnel, sampleFunnel } from "./funnel-queries.server";
import { reportAccess } from "./report.server";
import {
  MAX_LISTED_PRODUCTS,
  outboundClicksByKind,
  outboundClicksByTarget,
  pageViewsByDayAndPage,
  topProductsByViews,
} from "./report-queries.server";
import { writeAnalyticsRows } from "./roll-up.server";

// The reports page's queries (issue 16) on both databases: a Berlin fair
// with two exhibitors; one exhibitor's report counts only its own pages,
// products, meetings and sample requests, the event's counts everything, and
// the days are Berlin's.

const NOW = "2026-11-01T00:00:00.000Z";

describeEachDialect("report queries", (t) => {
  let eventId: string;
  let mine: string;
  let other: string;
  let p1: string;
  let p2: string;
  let p3: string;
  let myStand: string;
  let otherStand: string;

  beforeEach(async () => {
    eventId = await insertEvent(t.db);
    mine = await insertExhibitor(t.db, { name: "Weingut Mine" });
    other = await insertExhibitor(t.db, { name: "Domaine Other" });
    p1 = await insertProduct(t.db, { exhibitor_id: mine, name: "Riesling Eins" });
    p2 = await insertProduct(t.db, { exhibitor_id: mine, name: "Silvaner Zwei" });
    p3 = await insertProduct(t.db, { exhibitor_id: other, name: "Chenin Trois" });
    myStand = await register(t.db, { eventId, exhibitorId: mine, products: [{ id: p1 }, { id: p2 }] });
    otherStand = await register(t.db, { eventId, exhibitorId: other, products: [{ id: p3 }] });
  });

  const event = (
    kind: "page_view" | "outbound_click",
    createdAt: string,
    entity: ["exhibitor" | "product", string] | null,
    click?: { target: string; link: "website" | "shop" | "other" },
  ) => ({
    kind,
    event_id: eventId,
    path: "/p/en/events/x",
    entity_type: entity?.[0] ?? null,
    entity_id: entity?.[1] ?? null,
    target: click?.target ?? null,
    link_kind: click?.link ?? null,
    locale: "en",
    created_at: createdAt,
  });

  it("counts page views per day and kind of page, the most viewed products and the clicks on the exhibitor's own pages", async () => {
    await writeAnalyticsRows(t.db, [
      // 23:30 UTC on the 6th is the 7th in Berlin.
      event("page_view", "2026-12-06T23:30:00.000Z", ["exhibitor", mine]),
      event("page_view", "2026-12-07T10:00:00.000Z", ["product", p1]),
      event("page_view", "2026-12-07T10:01:00.000Z", ["product", p1]),
      event("page_view", "2026-12-08T09:00:00.000Z", ["product", p2]),
      event("page_view", "2026-12-08T09:00:00.000Z", ["product", p3]),
      event("page_view", "2026-12-08T09:00:00.000Z", ["exhibitor", other]),
      event("page_view", "2026-12-08T09:00:00.000Z", null),
      // Before the range (the 5th in Berlin) and another event's.
      event("page_view", "2026-12-05T22:59:00.000Z", ["exhibitor", mine]),
      { ...event("page_view", "2026-12-07T10:00:00.000Z", ["product", p1]), event_id: testId() },
      event("outbound_click", "2026-12-07T11:00:00.000Z", ["exhibitor", mine], {
        target: "https://mine.example/",
        link: "website",
      }),
      event("outbound_click", "2026-12-07T11:00:00.000Z", ["product", p1], {
        target: "https://shop.example/p1",
        link: "shop",
      }),
      event("outbound_click", "2026-12-07T11:00:00.000Z", ["exhibitor", mine], {
        target: "https://mine.example/",
        link: "website",
      }),
      event("outbound_click", "2026-12-07T11:00:00.000Z", ["exhibitor", other], {
        target: "https://other.example/",
        link: "website",
      }),
      event("outbound_click", "2026-12-07T11:00:00.000Z", null, { target: "https://news.example/", link: "other" }),
    ]);
    const range = { eventId, from: "2026-12-06", to: "2026-12-08" };
    const own = { ...range, exhibitorId: mine };

    expect(await pageViewsByDayAndPage(t.db, own)).toEqual([
      { day: "2026-12-06", exhibitor: 0, product: 0, other: 0 },
      { day: "2026-12-07", exhibitor: 1, product: 2, other: 0 },
      { day: "2026-12-08", exhibitor: 0, product: 1, other: 0 },
    ]);
    expect(await pageViewsByDayAndPage(t.db, range)).toEqual([
      { day: "2026-12-06", exhibitor: 0, product: 0, other: 0 },
      { day: "2026-12-07", exhibitor: 1, product: 2, other: 0 },
      { day: "2026-12-08", exhibitor: 1, product: 2, other: 1 },
    ]);
    // India (UTC+5:30) groups by ten minutes: 23:30 UTC on the 6th is 05:00 on the 7th there.
    expect(
      await pageViewsByDayAndPage(t.db, { ...own, from: "2026-12-07", to: "2026-12-07", timeZone: "Asia/Kolkata" }),
    ).toEqual([{ day: "2026-12-07", exhibitor: 1, product: 2, other: 0 }]);

    expect(await topProductsByViews(t.db, { ...own, limit: 10 })).toEqual([
      { productId: p1, name: "Riesling Eins", views: 2 },
      { productId: p2, name: "Silvaner Zwei", views: 1 },
    ]);
    expect(await topProductsByViews(t.db, { ...range, limit: 1 })).toEqual([
      { productId: p1, name: "Riesling Eins", views: 2 },
    ]);

    expect(await outboundClicksByTarget(t.db, own)).toEqual([
      { target: "https://mine.example/", linkKind: "website", clicks: 2 },
      { target: "https://shop.example/p1", linkKind: "shop", clicks: 1 },
    ]);
    expect(await outboundClicksByKind(t.db, own)).toEqual([
      { linkKind: "website", clicks: 2 },
      { linkKind: "shop", clicks: 1 },
      { linkKind: "other", clicks: 0 },
    ]);
    expect(await outboundClicksByKind(t.db, range)).toEqual([
      { linkKind: "website", clicks: 3 },
      { linkKind: "shop", clicks: 1 },
      { linkKind: "other", clicks: 1 },
    ]);
  });

  it("counts the views of an exhibitor with more products than a list of bound values may hold", async () => {
    const many = MAX_LISTED_PRODUCTS + 1;
    const ids = Array.from({ length: many }, (_, i) => `big-${eventId}-${i}`);
    const dialect = dialectOf(t.db);
    for (let start = 0; start < many; start += 1000) {
      const part = ids.slice(start, start + 1000);
      await t.db
        .insertInto("products")
        .values(
          part.map((id) => ({ id, exhibitor_id: other, kind: "Wine", name: id, created_at: NOW, updated_at: NOW })),
        )
        .execute();
      await t.db
        .insertInto("registered_products")
        .values(
          part.map((id) => ({
            event_id: eventId,
            product_id: id,
            registration_id: otherStand,
            exhibitor_id: other,
            table_number: "",
            price: null,
            currency: "EUR",
            price_range: "",
            is_new: fromBool(dialect, false),
          })),
        )
        .execute();
    }
    await writeAnalyticsRows(t.db, [
      event("page_view", "2026-12-07T10:00:00.000Z", ["product", ids[many - 1]]),
      event("page_view", "2026-12-07T10:00:00.000Z", ["product", p3]),
      event("page_view", "2026-12-07T10:00:00.000Z", ["product", p1]),
    ]);
    expect(
      await pageViewsByDayAndPage(t.db, { eventId, from: "2026-12-07", to: "2026-12-07", exhibitorId: other }),
    ).toEqual([{ day: "2026-12-07", exhibitor: 0, product: 2, other: 0 }]);
  });

  it("counts bookmarks and tasting notes added in the range, per product and in total, never who", async () => {
    const users = await Promise.all(
      ["a", "b", "c"].map((name) => insertUser(t.db, { email: `${name}-${randomUUID()}@example.com` })),
    );
    const favorite = (
      userId: string,
      type: "product" | "exhibitor",
      itemId: string,
      addedAt = "2026-12-07T10:00:00.000Z",
    ) => ({ event_id: eventId, user_id: userId, item_id: itemId, type, added_at: addedAt });
    await t.db
      .insertInto("favorites")
      .values([
        favorite(users[0].id, "product", p1),
        favorite(users[1].id, "product", p1),
        favorite(users[2].id, "product", p2),
        favorite(users[0].id, "product", p3),
        favorite(users[0].id, "exhibitor", mine),
        favorite(users[1].id, "exhibitor", other),
        // Before the range.
        favorite(users[2].id, "product", p1, "2026-11-30T10:00:00.000Z"),
      ])
      .execute();
    const note = (userId: string, productId: string) => ({
      event_id: eventId,
      user_id: userId,
      product_id: productId,
      rating: 4,
      added_at: "2026-12-07T10:00:00.000Z",
      updated_at: "2026-12-07T10:00:00.000Z",
    });
    await t.db
      .insertInto("tasting_notes")
      .values([note(users[0].id, p1), note(users[0].id, p3)])
      .execute();

    const range = { eventId, from: "2026-12-01", to: "2026-12-09", limit: 20 };
    expect(await favoriteCounts(t.db, { ...range, exhibitorId: mine })).toEqual({
      totals: { exhibitorFavorites: 1, productFavorites: 3, tastingNotes: 1 },
      products: [
        { productId: p1, name: "Riesling Eins", favorites: 2, tastingNotes: 1 },
        { productId: p2, name: "Silvaner Zwei", favorites: 1, tastingNotes: 0 },
      ],
    });
    const whole = await favoriteCounts(t.db, { ...range, limit: 2 });
    expect(whole.totals).toEqual({ exhibitorFavorites: 2, productFavorites: 4, tastingNotes: 2 });
    expect(whole.products.map((p) => p.productId)).toEqual([p1, p2 < p3 ? p2 : p3]);
  });

  it("follows meetings with the exhibitor's representatives and its sample requests to where they stand", async () => {
    const rep = await claimedPerson(t.db, eventId, {
      kind: "representative",
      name: "Rita Rep",
      registrationId: myStand,
    });
    const otherRep = await claimedPerson(t.db, eventId, {
      kind: "representative",
      name: "Otto Rep",
      registrationId: otherStand,
    });
    const buyer = await claimedPerson(t.db, eventId, { kind: "attendee", name: "Anna Buyer" });
    const dialect = dialectOf(t.db);
    let version = 0;
    const meeting = (
      requester: string,
      partner: string,
      status: string,
      extra: { declined?: boolean; resumes_status?: "requested" | "confirmed"; created_at?: string } = {},
    ) => ({
      id: randomUUID(),
      event_id: eventId,
      requester_id: requester,
      partner_id: partner,
      status,
      message: "Hello",
      version: ++version,
      declined: fromBool(dialect, extra.declined ?? false),
      resumes_status: extra.resumes_status ?? null,
      created_at: extra.created_at ?? "2026-12-07T10:00:00.000Z",
      updated_at: "2026-12-07T10:00:00.000Z",
    });
    await t.db
      .insertInto("meetings")
      .values([
        meeting(buyer.personId, rep.personId, "requested"),
        meeting(buyer.personId, rep.personId, "confirmed"),
        meeting(rep.personId, buyer.personId, "rescheduled", { resumes_status: "confirmed" }),
        meeting(buyer.personId, rep.personId, "rescheduled", { resumes_status: "requested" }),
        meeting(buyer.personId, rep.personId, "cancelled", { declined: true }),
        meeting(rep.personId, otherRep.personId, "cancelled"),
        meeting(buyer.personId, otherRep.personId, "confirmed"),
        meeting(buyer.personId, rep.personId, "confirmed", { created_at: "2026-11-01T10:00:00.000Z" }),
      ])
      .execute();
    const sample = (exhibitorId: string, status: "open" | "sent" | "declined") => ({
      id: randomUUID(),
      event_id: eventId,
      user_id: buyer.userId,
      submission_id: randomUUID(),
      exhibitor_id: exhibitorId,
      product_ids: "[]",
      requester_name: "Anna Buyer",
      requester_email: "anna@example.com",
      locale: "en",
      created_at: "2026-12-07T10:00:00.000Z",
      status,
    });
    await t.db
      .insertInto("sample_requests")
      .values([
        sample(mine, "open"),
        sample(mine, "sent"),
        sample(mine, "sent"),
        sample(mine, "declined"),
        sample(other, "sent"),
      ])
      .execute();

    const range = { eventId, from: "2026-12-01", to: "2026-12-09" };
    expect(await meetingFunnel(t.db, { ...range, exhibitorId: mine })).toEqual({
      requested: 6,
      confirmed: 2,
      open: 2,
      declined: 1,
      cancelled: 1,
    });
    expect(await meetingFunnel(t.db, range)).toEqual({
      requested: 7,
      confirmed: 3,
      open: 2,
      declined: 1,
      cancelled: 1,
    });
    expect(await sampleFunnel(t.db, { ...range, exhibitorId: mine })).toEqual({
      requested: 4,
      open: 1,
      sent: 2,
      declined: 1,
    });
    expect(await sampleFunnel(t.db, range)).toEqual({ requested: 5, open: 1, sent: 3, declined: 1 });
  });

  it("opens a representative's own exhibitor, an organizer's whole event or any exhibitor of it, and nobody else's", async () => {
    const rep = await claimedPerson(t.db, eventId, {
      kind: "representative",
      name: "Rita Rep",
      registrationId: myStand,
    });
    const buyer = await claimedPerson(t.db, eventId, { kind: "attendee", name: "Anna Buyer" });
    const organizer = await insertUser(t.db, { email: `org-${randomUUID()}@example.com` });
    await makeOrganizer(t.db, eventId, organizer.id);

    expect(await reportAccess(t.db, { eventId, userId: rep.userId })).toEqual({
      ok: true,
      exhibitor: { id: mine, name: "Weingut Mine" },
      represented: [{ id: mine, name: "Weingut Mine" }],
      organizer: false,
    });
    expect(await reportAccess(t.db, { eventId, userId: rep.userId, wanted: other })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await reportAccess(t.db, { eventId, userId: buyer.userId })).toEqual({ ok: false, reason: "forbidden" });
    expect(await reportAccess(t.db, { eventId, userId: organizer.id })).toMatchObject({
      ok: true,
      exhibitor: null,
      organizer: true,
    });
    expect(await reportAccess(t.db, { eventId, userId: organizer.id, wanted: other })).toMatchObject({
      ok: true,
      exhibitor: { id: other, name: "Domaine Other" },
    });
    expect(await reportAccess(t.db, { eventId: testId(), userId: rep.userId })).toEqual({
      ok: false,
      reason: "forbidden",
    });
  });
});
