import { expect, it } from "vitest";
import { sendContactMessage } from "~/features/contact/contact-messages.server";
import { setFavorite } from "~/features/favorites/favorites.server";
import { requestMeeting } from "~/features/meetings/meetings.server";
import { blockTime } from "~/features/meetings/schedule.server";
import { addToCart } from "~/features/samples/sample-cart.server";
import { submitSampleRequest } from "~/features/samples/sample-requests.server";
import { insertEvent } from "../../../tests/factories/catalogue";
import { at, bookingForm, claimedPerson, FAIR_SCHEDULE } from "../../../tests/factories/meetings";
import { insertUser, makeOrganizer } from "../../../tests/factories/people";
import { appError } from "../../../tests/support/my-data-fixture";
import { recordingMailer, samplesFixture, warmPool } from "../../../tests/support/samples-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { deskExhibitor } from "./desk-access.server";
import { listDeskContactMessages } from "./desk-contact-messages.server";
import { deskFavorites } from "./desk-favorites.server";
import { DESK_MESSAGES } from "./desk-messages";
import { listDeskSampleRequests, setSampleRequestStatus } from "./desk-sample-requests.server";
import { teamMeetings, teamMembers, teamSchedule } from "./desk-team.server";
import { peopleToMeet } from "./people-to-meet.server";

const BEFORE_FAIR = new Date("2026-12-01T09:00:00.000Z");

describeEachDialect("the exhibitor's desk", (t) => {
  /** The samples fixture with booking on, Weingut Alpha's stand with two representatives, and two attendees. */
  async function setup() {
    const f = await samplesFixture(t.db);
    await t.db
      .updateTable("events")
      .set({
        settings: JSON.stringify({ meetingBooking: "true", meetingSchedule: FAIR_SCHEDULE }),
        timezone: "Europe/Berlin",
      })
      .where("id", "=", f.eventId)
      .execute();
    const registrationId = await standOf(f.eventId, f.alpha.id);
    const rita = await claimedPerson(t.db, f.eventId, { kind: "representative", name: "Rita Rep", registrationId });
    const rolf = await claimedPerson(t.db, f.eventId, { kind: "representative", name: "Rolf Rep", registrationId });
    const ida = await claimedPerson(t.db, f.eventId, { kind: "attendee", name: "Ida Importer" });
    const hidden = await claimedPerson(t.db, f.eventId, {
      kind: "attendee",
      name: "Hanna Hidden",
      discoverable: false,
    });
    await t.db
      .updateTable("person_profiles")
      .set({ country: "DE", attendee_type: "Importer" })
      .where("id", "in", [ida.personId, hidden.personId])
      .execute();
    return { f, registrationId, rita, rolf, ida, hidden };
  }

  async function standOf(eventId: string, exhibitorId: string): Promise<string> {
    const row = await t.db
      .selectFrom("registration_exhibitors")
      .select("registration_id")
      .where("event_id", "=", eventId)
      .where("exhibitor_id", "=", exhibitorId)
      .executeTakeFirstOrThrow();
    return row.registration_id;
  }

  async function requestSamples(f: Awaited<ReturnType<typeof setup>>["f"], productIds: string[], message = "") {
    for (const productId of productIds) await addToCart(t.db, { eventId: f.eventId, userId: f.anna.id, productId });
    return submitSampleRequest(t.db, {
      eventId: f.eventId,
      user: f.anna,
      message,
      locale: "en",
      mail: recordingMailer(),
    });
  }

  it("opens for the exhibitor's representatives and the event's organizers, for nobody else", async () => {
    const { f, rita, ida } = await setup();
    const mine = await deskExhibitor(t.db, { eventId: f.eventId, userId: rita.userId });
    expect(mine).toEqual({
      exhibitor: { id: f.alpha.id, name: "Weingut Alpha" },
      access: { as: "representative", exhibitors: [{ id: f.alpha.id, name: "Weingut Alpha" }] },
    });
    // Another exhibitor's desk: not theirs.
    expect(await deskExhibitor(t.db, { eventId: f.eventId, userId: rita.userId, wanted: f.beta.id })).toBeNull();
    expect(await deskExhibitor(t.db, { eventId: f.eventId, userId: ida.userId })).toBeNull();

    const organizer = await insertUser(t.db, { email: "organizer-desk@example.com" });
    await makeOrganizer(t.db, f.eventId, organizer.id);
    expect(await deskExhibitor(t.db, { eventId: f.eventId, userId: organizer.id })).toBeNull();
    expect(await deskExhibitor(t.db, { eventId: f.eventId, userId: organizer.id, wanted: f.beta.id })).toMatchObject({
      exhibitor: { id: f.beta.id, name: "Cave Beta" },
      access: { as: "organizer" },
    });
    // An organizer of another event does not open this one's.
    const otherEvent = await insertEvent(t.db, { name: "Other Fair" });
    const stranger = await insertUser(t.db, { email: "other-organizer@example.com" });
    await makeOrganizer(t.db, otherEvent, stranger.id);
    expect(await deskExhibitor(t.db, { eventId: f.eventId, userId: stranger.id, wanted: f.beta.id })).toBeNull();
  });

  it("lists the exhibitor's part of each sample request with its products, and marks one sent with a note", async () => {
    const { f, rita } = await setup();
    await requestSamples(f, [f.alpha.productIds[0], f.alpha.productIds[1], f.beta.productIds[0]], "For our tasting");
    const { requests, counts } = await listDeskSampleRequests(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id });
    expect(counts).toEqual({ open: 1, sent: 0, declined: 0 });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({
      requester: { name: "Anna Weiss", email: f.anna.email },
      message: "For our tasting",
      status: "open",
      note: "",
      revision: 0,
      changedBy: null,
    });
    expect(request.products.map((p) => p.name).sort()).toEqual(["Riesling Nr. 1", "Riesling Nr. 2"]);

    const now = new Date("2026-12-07T10:00:00.000Z");
    await setSampleRequestStatus(t.db, {
      eventId: f.eventId,
      exhibitorId: f.alpha.id,
      requestId: request.id,
      status: "sent",
      note: "  DHL 1234  ",
      revision: 0,
      userId: rita.userId,
      now,
    });
    const after = await listDeskSampleRequests(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id });
    expect(after.counts).toEqual({ open: 0, sent: 1, declined: 0 });
    expect(after.requests[0]).toMatchObject({
      status: "sent",
      note: "DHL 1234",
      revision: 1,
      changedAt: now.toISOString(),
      changedBy: expect.any(String),
    });
    expect(
      (await listDeskSampleRequests(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id, status: "open" })).requests,
    ).toEqual([]);
    // Cave Beta's part is its own, still open.
    expect((await listDeskSampleRequests(t.db, { eventId: f.eventId, exhibitorId: f.beta.id })).counts.open).toBe(1);
  });

  it("pages the requests, newest first, counting every request of each status", async () => {
    const { f } = await setup();
    for (const [i, productId] of f.alpha.productIds.slice(0, 3).entries()) {
      await requestSamples(f, [productId], `request ${i}`);
    }
    const scope = { eventId: f.eventId, exhibitorId: f.alpha.id };
    const first = await listDeskSampleRequests(t.db, { ...scope, page: { number: 1, size: 2 } });
    const second = await listDeskSampleRequests(t.db, { ...scope, page: { number: 2, size: 2 } });
    expect(first.counts.open).toBe(3);
    expect(first.requests.map((r) => r.message)).toHaveLength(2);
    expect(second.requests).toHaveLength(1);
    const all = [...first.requests, ...second.requests];
    expect(new Set(all.map((r) => r.id)).size).toBe(3);
    expect(all.map((r) => r.createdAt)).toEqual(
      all
        .map((r) => r.createdAt)
        .toSorted()
        .reverse(),
    );
  });

  it("refuses another exhibitor's request as not found and a stale change as changed meanwhile, changing nothing", async () => {
    const { f, rita } = await setup();
    await requestSamples(f, [f.alpha.productIds[0], f.beta.productIds[0]]);
    const beta = (await listDeskSampleRequests(t.db, { eventId: f.eventId, exhibitorId: f.beta.id })).requests[0];
    const change = (overrides: Partial<Parameters<typeof setSampleRequestStatus>[1]>) =>
      setSampleRequestStatus(t.db, {
        eventId: f.eventId,
        exhibitorId: f.alpha.id,
        requestId: beta.id,
        status: "declined",
        note: "",
        revision: 0,
        userId: rita.userId,
        ...overrides,
      });
    await expect(change({})).rejects.toEqual(appError("not_found", DESK_MESSAGES.requestNotFound));
    expect(
      (await listDeskSampleRequests(t.db, { eventId: f.eventId, exhibitorId: f.beta.id })).requests[0].status,
    ).toBe("open");

    const alpha = (await listDeskSampleRequests(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id })).requests[0];
    await change({ requestId: alpha.id, status: "sent", note: "Sent today" });
    const stale = change({ requestId: alpha.id, status: "declined", note: "Out of stock" });
    await expect(stale).rejects.toEqual(appError("conflict", DESK_MESSAGES.requestChanged));
    await expect(change({ requestId: alpha.id, status: "declined" })).rejects.toMatchObject({
      details: { current: "sent", note: "Sent today" },
    });
    expect(
      (await listDeskSampleRequests(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id })).requests[0],
    ).toMatchObject({ status: "sent", note: "Sent today", revision: 1 });
  });

  it("lets exactly one of 50 simultaneous changes of one request win", async () => {
    const { f, rita, rolf } = await setup();
    await requestSamples(f, [f.alpha.productIds[0]]);
    const request = (await listDeskSampleRequests(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id })).requests[0];
    await warmPool(t.db, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        setSampleRequestStatus(t.db, {
          eventId: f.eventId,
          exhibitorId: f.alpha.id,
          requestId: request.id,
          status: i % 2 ? "sent" : "declined",
          note: `writer ${i}`,
          revision: 0,
          userId: i % 2 ? rita.userId : rolf.userId,
        }),
      ),
    );
    const won = results.flatMap((result, i) => (result.status === "fulfilled" ? [i] : []));
    expect(won).toHaveLength(1);
    for (const result of results)
      if (result.status === "rejected")
        expect(result.reason).toEqual(appError("conflict", DESK_MESSAGES.requestChanged));
    const stored = (await listDeskSampleRequests(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id })).requests[0];
    expect(stored).toMatchObject({ note: `writer ${won[0]}`, status: won[0] % 2 ? "sent" : "declined", revision: 1 });
  });

  it("lists the messages to the exhibitor's contacts with the sender's consent", async () => {
    const { f } = await setup();
    const now = new Date("2026-12-07T09:30:00.000Z");
    await sendContactMessage(t.db, {
      eventId: f.eventId,
      exhibitorId: f.beta.id,
      contactId: f.beta.contactIds[1],
      user: f.bruno,
      input: { message: "Do you ship to Austria?", acceptPrivacy: true },
      now,
      mail: recordingMailer(),
    });
    expect(await listDeskContactMessages(t.db, { eventId: f.eventId, exhibitorId: f.beta.id })).toEqual([
      {
        id: expect.any(String),
        sentAt: now.toISOString(),
        sender: { name: "Bruno Roth", email: f.bruno.email },
        contactName: "Chloé Martin",
        message: "Do you ship to Austria?",
        locale: "de",
        privacyAcceptedAt: now.toISOString(),
      },
    ]);
    expect(await listDeskContactMessages(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id })).toEqual([]);
  });

  it("shows the team's meetings from the team's side and their slots side by side", async () => {
    const { f, rita, rolf, ida } = await setup();
    const members = await teamMembers(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id });
    expect(members.map((m) => m.name)).toEqual(["Rita Rep", "Rolf Rep"]);
    const meeting = await requestMeeting(t.db, {
      me: ida,
      form: bookingForm(rita.personId, at("10:00")),
      now: BEFORE_FAIR,
    });
    await blockTime(t.db, { me: rolf, start: at("10:00"), end: at("11:00"), now: BEFORE_FAIR });

    const meetings = await teamMeetings(t.db, { eventId: f.eventId, members });
    expect(meetings).toHaveLength(1);
    expect(meetings[0]).toMatchObject({
      id: meeting.id,
      member: { id: rita.personId, name: "Rita Rep" },
      mySide: "partner",
      counterpart: { name: "Ida Importer" },
      status: "requested",
      awaiting: "partner",
    });

    const day = await teamSchedule(t.db, { eventId: f.eventId, members, date: "2026-12-08" });
    expect(day.date).toBe("2026-12-08");
    expect(day.days).toEqual(FAIR_SCHEDULE.days);
    const ten = day.slots.find((slot) => slot.start === at("10:00"));
    expect(ten?.cells).toEqual({
      [rita.personId]: { kind: "meeting", meetingId: meeting.id, with: "Ida Importer" },
      [rolf.personId]: { kind: "block", meetingId: null, with: "" },
    });
    expect(day.slots.find((slot) => slot.start === at("11:00"))?.cells).toEqual({});
    // A day that is not a meeting day shows the first.
    expect((await teamSchedule(t.db, { eventId: f.eventId, members, date: "2030-01-01" })).date).toBe("2026-12-07");
  });

  it("names who bookmarked only when they let representatives see them, and counts everyone", async () => {
    const { f, ida, hidden } = await setup();
    const owner = (userId: string) => ({ eventId: f.eventId, userId });
    await setFavorite(t.db, { ...owner(ida.userId), id: f.alpha.productIds[0], type: "product" });
    await setFavorite(t.db, { ...owner(ida.userId), id: f.alpha.productIds[1], type: "product" });
    await setFavorite(t.db, { ...owner(ida.userId), id: f.alpha.id, type: "exhibitor" });
    await setFavorite(t.db, { ...owner(hidden.userId), id: f.alpha.productIds[2], type: "product" });
    // A signed-in visitor who is no person of the event.
    await setFavorite(t.db, { ...owner(f.anna.id), id: f.alpha.productIds[0], type: "product" });
    // Another exhibitor's product does not count.
    await setFavorite(t.db, { ...owner(f.bruno.id), id: f.beta.productIds[0], type: "product" });

    const favorites = await deskFavorites(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id });
    expect(favorites).toMatchObject({ people: 3, favorites: 5, private: 2 });
    expect(favorites.shown).toEqual([
      {
        personId: ida.personId,
        name: "Ida Importer",
        company: "Test Wine Merchants",
        jobTitle: "Wine Buyer",
        country: "DE",
        attendeeType: "Importer",
        exhibitor: true,
        products: 2,
        productNames: expect.arrayContaining([expect.stringMatching(/^Riesling Nr\. [12] /)]),
        lastAddedAt: expect.any(String),
      },
    ]);
    expect(favorites.shown[0].productNames).toHaveLength(2);
  });

  it("suggests people to meet with their reasons: bookmarks, lists and a market where the exhibitor seeks distribution", async () => {
    const { f, ida } = await setup();
    const bea = await claimedPerson(t.db, f.eventId, { kind: "attendee", name: "Bea Buyer" });
    const carl = await claimedPerson(t.db, f.eventId, { kind: "attendee", name: "Carl Collector" });
    await t.db
      .updateTable("person_profiles")
      .set({ country: "DE", attendee_type: "Sommelier" })
      .where("id", "=", carl.personId)
      .execute();
    await t.db
      .insertInto("exhibitor_markets")
      .values([
        { exhibitor_id: f.alpha.id, market: "DE", status: "seekingDistribution" },
        { exhibitor_id: f.alpha.id, market: "FR", status: "hasDistribution" },
      ])
      .execute();
    await t.db
      .insertInto("favorite_lists")
      .values({
        event_id: f.eventId,
        user_id: bea.userId,
        id: "l1",
        name: "Tasting",
        created_at: "2026-12-01T00:00:00Z",
      })
      .execute();
    for (const productId of f.alpha.productIds.slice(0, 3))
      await setFavorite(t.db, { eventId: f.eventId, userId: bea.userId, id: productId, type: "product" });
    await t.db
      .updateTable("favorites")
      .set({ list_id: "l1", list_name: "Tasting" })
      .where("user_id", "=", bea.userId)
      .where("item_id", "=", f.alpha.productIds[0])
      .execute();
    // A representative is a colleague or a competitor, not a buyer to meet.
    const otherStand = await standOf(f.eventId, f.gamma.id);
    const rep = await claimedPerson(t.db, f.eventId, {
      kind: "representative",
      name: "Gina Gamma",
      registrationId: otherStand,
    });
    await setFavorite(t.db, { eventId: f.eventId, userId: rep.userId, id: f.alpha.productIds[0], type: "product" });

    const people = await peopleToMeet(t.db, { eventId: f.eventId, exhibitorId: f.alpha.id });
    expect(people.map((p) => [p.name, p.reasons])).toEqual([
      [
        "Bea Buyer",
        [
          { kind: "bookmarked", count: 3 },
          { kind: "listed", count: 1 },
        ],
      ],
      ["Carl Collector", [{ kind: "basedIn", country: "DE" }]],
      ["Ida Importer", [{ kind: "imports", country: "DE" }]],
    ]);
    // The hidden attendee (not discoverable) never appears, whatever matches.
    expect(people.some((p) => p.personId === ida.personId)).toBe(true);
    expect(await peopleToMeet(t.db, { eventId: f.eventId, exhibitorId: f.beta.id })).toEqual([]);
  });
});
