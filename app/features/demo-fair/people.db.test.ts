import { verifyPassword } from "better-auth/crypto";
import { beforeAll, expect, it } from "vitest";
import { toBool } from "~/.server/db/dialect";
import { deskExhibitor } from "~/features/exhibitor-desk/desk-access.server";
import { deskFavorites } from "~/features/exhibitor-desk/desk-favorites.server";
import { listDeskSampleRequests } from "~/features/exhibitor-desk/desk-sample-requests.server";
import { listMeetings } from "~/features/meetings/meetings.server";
import { mySchedule } from "~/features/meetings/schedule.server";
import { meetingParticipant } from "~/features/people/participants.server";
import { describeEachDialect } from "../../../tests/support/test-database";
import { writeDemoMeetingPeople } from "./demo-meetings.server";
import type { FairData } from "./fair-data";
import { generateFair } from "./generate-fair";
import { DEMO_MEETING_PEOPLE, DEMO_ORGANIZER, demoPersonId } from "./people";
import { clearCatalogue, writeFair } from "./write-fair.server";

describeEachDialect("the demo fair's accounts", (t) => {
  let fair: FairData;
  beforeAll(() => {
    fair = generateFair({ seed: 12, products: 60 });
  });

  it("writes the people and an organizer of every event who signs in with the documented password", async () => {
    await writeFair(t.db, fair);
    const people = await t.db.selectFrom("person_profiles").select(["id", "discoverable", "claimed_by"]).execute();
    expect(people).toHaveLength(fair.personProfiles.length);
    expect(people.every((p) => toBool(p.discoverable))).toBe(true);
    // Claimed: only the two meeting people's profiles, by their demo accounts.
    const meetingPeople = fair.events.flatMap((e) => [demoPersonId(e.id!, "seller"), demoPersonId(e.id!, "buyer")]);
    const claimed = people.filter((p) => p.claimed_by !== null).map((p) => p.id);
    expect(claimed.length).toBeGreaterThan(0);
    expect(claimed.every((id) => meetingPeople.includes(id))).toBe(true);

    const user = await t.db
      .selectFrom("auth_users")
      .selectAll()
      .where("email", "=", DEMO_ORGANIZER.email)
      .executeTakeFirstOrThrow();
    expect(toBool(user.email_verified)).toBe(true);
    const account = await t.db
      .selectFrom("auth_accounts")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ provider_id: "credential", account_id: user.id });
    expect(await verifyPassword({ hash: account.password!, password: DEMO_ORGANIZER.password })).toBe(true);
    const roles = await t.db
      .selectFrom("event_roles")
      .select(["event_id", "role"])
      .where("user_id", "=", user.id)
      .execute();
    expect(roles.map((r) => r.event_id).sort()).toEqual(fair.events.map((e) => e.id).sort());
  });

  it("keeps the one organizer account when the catalogue is written again", async () => {
    await clearCatalogue(t.db);
    expect(await t.db.selectFrom("event_roles").selectAll().execute()).toEqual([]);
    await writeFair(t.db, fair);
    expect(
      await t.db.selectFrom("auth_users").select("id").where("email", "=", DEMO_ORGANIZER.email).execute(),
    ).toHaveLength(1);
    // The organizer and the two meeting people.
    expect(await t.db.selectFrom("auth_accounts").select("id").execute()).toHaveLength(3);
    expect(await t.db.selectFrom("event_roles").select("event_id").execute()).toHaveLength(fair.events.length);
  });

  it("gives the meeting people a password sign-in, their profiles, and meetings in every state where booking is on", async () => {
    const bookingEvent = fair.events.find((e) => JSON.parse(String(e.settings ?? "{}")).meetingBooking === "true");
    expect(bookingEvent).toBeDefined();
    const eventId = bookingEvent!.id!;
    const seller = await t.db
      .selectFrom("auth_users")
      .select(["id", "email", "name"])
      .where("email", "=", DEMO_MEETING_PEOPLE.representative.email)
      .executeTakeFirstOrThrow();
    const account = await t.db
      .selectFrom("auth_accounts")
      .select("password")
      .where("user_id", "=", seller.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword({ hash: account.password!, password: DEMO_ORGANIZER.password })).toBe(true);
    const buyer = await t.db
      .selectFrom("auth_users")
      .select(["id", "email", "name"])
      .where("email", "=", DEMO_MEETING_PEOPLE.attendee.email)
      .executeTakeFirstOrThrow();

    // Both addresses verified, both profiles at the booking event held by their accounts.
    const verified = await t.db
      .selectFrom("auth_users")
      .select("email_verified")
      .where("id", "in", [seller.id, buyer.id])
      .execute();
    expect(verified.map((u) => toBool(u.email_verified))).toEqual([true, true]);
    const held = await t.db
      .selectFrom("person_profiles")
      .select(["id", "claimed_by"])
      .where("event_id", "=", eventId)
      .where("id", "in", [demoPersonId(eventId, "seller"), demoPersonId(eventId, "buyer")])
      .orderBy("id")
      .execute();
    expect(Object.fromEntries(held.map((p) => [p.id, p.claimed_by]))).toEqual({
      [demoPersonId(eventId, "seller")]: seller.id,
      [demoPersonId(eventId, "buyer")]: buyer.id,
    });

    const asSeller = await meetingParticipant(t.db, { eventId, user: seller });
    const asBuyer = await meetingParticipant(t.db, { eventId, user: buyer });
    expect([asSeller.personId, asBuyer.personId]).toEqual([
      demoPersonId(eventId, "seller"),
      demoPersonId(eventId, "buyer"),
    ]);
    const sellers = await listMeetings(t.db, { me: asSeller, now: new Date("2026-11-01T00:00:00Z") });
    expect(sellers.needsResponse).toHaveLength(1);
    expect(sellers.upcoming.map((m) => m.status).sort()).toEqual(["confirmed", "requested"]);
    const buyers = await listMeetings(t.db, { me: asBuyer, now: new Date("2026-11-01T00:00:00Z") });
    expect(buyers.needsResponse.map((m) => m.counterpart.name)).toEqual([DEMO_MEETING_PEOPLE.representative.name]);
    expect((await mySchedule(t.db, { me: asSeller })).blocks).toHaveLength(1);

    // The seller's desk: the buyer's requests (one sent, the other open when the stand has more products), bookmarks.
    const desk = await deskExhibitor(t.db, { eventId, userId: seller.id });
    expect(desk?.access.as).toBe("representative");
    const scope = { eventId, exhibitorId: desk?.exhibitor.id ?? "" };
    const { requests, counts: byStatus } = await listDeskSampleRequests(t.db, scope);
    expect(byStatus.sent).toBe(1);
    expect(requests.every((r) => r.requester.email === DEMO_MEETING_PEOPLE.attendee.email)).toBe(true);
    const favorites = await deskFavorites(t.db, scope);
    expect(favorites.people).toBe(1);
    expect(favorites.favorites).toBe(Math.min(3, requests.flatMap((r) => r.products).length));

    // Written again, nothing changes.
    const counts = async () => ({
      users: (await t.db.selectFrom("auth_users").select("id").execute()).length,
      claimed: (await t.db.selectFrom("person_profiles").select("id").where("claimed_by", "is not", null).execute())
        .length,
      meetings: (await t.db.selectFrom("meetings").select("id").execute()).length,
      history: (await t.db.selectFrom("meeting_history").select("meeting_id").execute()).length,
      holds: (await t.db.selectFrom("slot_holds").select("event_id").execute()).length,
      blocks: (await t.db.selectFrom("schedule_blocks").select("id").execute()).length,
      samples: (await t.db.selectFrom("sample_requests").select("id").execute()).length,
      messages: (await t.db.selectFrom("contact_messages").select("id").execute()).length,
    });
    const before = await counts();
    await writeDemoMeetingPeople(t.db, [eventId]);
    expect(await counts()).toEqual(before);
  });
});
