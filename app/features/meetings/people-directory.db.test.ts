import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { insertEvent, insertExhibitor, register } from "../../../tests/factories/catalogue";
import { claimedPerson, type MeetingsFixture, meetingsFixture } from "../../../tests/support/meetings-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import { type DirectoryQuery, directoryFilters, searchPeople } from "./people-directory.server";

describeEachDialect("people directory", (t) => {
  let f: MeetingsFixture;
  const anonymous = { role: "ANONYMOUS" as const, personId: null };

  async function setChoices(userId: string, eventId: string, choices: object) {
    const now = new Date().toISOString();
    await t.db
      .insertInto("user_profiles")
      .values({
        event_id: eventId,
        user_id: userId,
        primary_role: "VISITOR",
        data: JSON.stringify(choices),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  describe("who sees whom", () => {
    beforeEach(async () => {
      f = await meetingsFixture(t.db);
    });
    const names = (result: { people: { name: string }[] }) => result.people.map((p) => p.name);

    it("shows representatives to everyone and visitors to representatives only (the roles' defaults)", async () => {
      const everyone = ["Anna Attendee", "Bruno Buyer", "Rita Rep", "Robert Rep"];
      expect(names(await searchPeople(t.db, { eventId: f.eventId, viewer: anonymous }))).toEqual([
        "Rita Rep",
        "Robert Rep",
      ]);
      const asAnna = await searchPeople(t.db, {
        eventId: f.eventId,
        viewer: { role: "VISITOR", personId: f.anna.personId },
      });
      expect(names(asAnna)).toEqual(["Rita Rep", "Robert Rep"]);
      expect(asAnna.people.every((p) => p.mayRequestMeeting)).toBe(true);
      const asRita = await searchPeople(t.db, {
        eventId: f.eventId,
        viewer: { role: "REPRESENTATIVE", personId: f.rep.personId },
      });
      expect(names(asRita)).toEqual(everyone.filter((n) => n !== "Rita Rep"));
      expect(asRita.total).toBe(3);
    });

    it("describes each card with what the person shares, their stand and whether one may ask them", async () => {
      const result = await searchPeople(t.db, {
        eventId: f.eventId,
        viewer: { role: "VISITOR", personId: f.anna.personId },
        query: { q: "rita" },
      });
      expect(result.people).toEqual([
        {
          id: f.rep.personId,
          name: "Rita Rep",
          company: "Weingut Test",
          jobTitle: "Export Manager",
          role: "REPRESENTATIVE",
          attendeeType: "",
          country: "",
          profileImageUrl: "",
          tableNumber: "B12",
          stand: {
            registrationId: f.registrationId,
            name: "Weingut Test",
            exhibitors: [{ id: f.exhibitorId, name: "Weingut Test" }],
          },
          mayRequestMeeting: true,
          mayChat: true,
        },
      ]);
      expect(JSON.stringify(result)).not.toMatch(/@example\.com|\+49/);
      // Signed out, nobody may be asked.
      const signedOut = await searchPeople(t.db, { eventId: f.eventId, viewer: anonymous });
      expect(signedOut.people.every((p) => !p.mayRequestMeeting && !p.mayChat)).toBe(true);
    });

    it("follows a claimed person's own choices, and hides the undiscoverable", async () => {
      await setChoices(f.bruno.userId, f.eventId, {
        visibleToRoles: ["REPRESENTATIVE", "VISITOR"],
        acceptsMeetingsFrom: ["REPRESENTATIVE"],
      });
      await setChoices(f.rep2.userId, f.eventId, { visibleToRoles: ["REPRESENTATIVE"], acceptsMeetingsFrom: [] });
      await t.db
        .updateTable("person_profiles")
        .set({ discoverable: fromBool(dialectOf(t.db), false) })
        .where("id", "=", f.rep.personId)
        .execute();
      const asAnna = await searchPeople(t.db, {
        eventId: f.eventId,
        viewer: { role: "VISITOR", personId: f.anna.personId },
      });
      expect(asAnna.people.map((p) => [p.name, p.mayRequestMeeting])).toEqual([["Bruno Buyer", false]]);
      // Bruno accepts chats only from representatives (a visitor's default): Anna sees him but may not write.
      expect(asAnna.people.map((p) => [p.name, p.mayChat])).toEqual([["Bruno Buyer", false]]);
      expect(names(await searchPeople(t.db, { eventId: f.eventId, viewer: anonymous }))).toEqual([]);
    });
  });

  describe("search, filters and pages", () => {
    let eventId: string;
    const asRep = () => ({ role: "REPRESENTATIVE" as const, personId: null });
    beforeAll(async () => {
      eventId = await insertEvent(t.db, { settings: { meetingBooking: "true" } });
      const cellar = await insertExhibitor(t.db, { name: "Cave Coopérative" });
      const registrationId = await register(t.db, { eventId, exhibitorId: cellar, tableNumber: "C3" });
      const add = async (name: string, extra: Record<string, string>) => {
        const person = await claimedPerson(t.db, eventId, { kind: "attendee", name });
        await t.db.updateTable("person_profiles").set(extra).where("id", "=", person.personId).execute();
      };
      await add("Marie Dupont", {
        company: "Vins Dupont",
        job_title: "Sommelière",
        country: "FR",
        attendee_type: "Sommelier",
      });
      await add("Hans Müller", {
        company: "Müller Imports",
        job_title: "Importer",
        country: "DE",
        attendee_type: "Importer",
      });
      await add("Jane Smith", {
        company: "Smith & Co",
        job_title: "Wine Buyer",
        country: "GB",
        attendee_type: "Buyer",
      });
      await add("100% Pure", { company: "Under_score Ltd", job_title: "Buyer", country: "US", attendee_type: "Buyer" });
      const rep = await claimedPerson(t.db, eventId, { kind: "representative", name: "Pierre Martin", registrationId });
      await t.db.updateTable("person_profiles").set({ country: "FR" }).where("id", "=", rep.personId).execute();
    });
    const search = (query: object) => searchPeople(t.db, { eventId, viewer: asRep(), query });
    const found = async (query: object) => (await search(query)).people.map((p) => p.name);

    it("searches name, company, job title and country, every word", async () => {
      expect(await found({ q: "dupont" })).toEqual(["Marie Dupont"]);
      expect(await found({ q: "IMPORT" })).toEqual(["Hans Müller"]);
      expect(await found({ q: "buyer" })).toEqual(["100% Pure", "Jane Smith"]);
      expect(await found({ q: "fr" })).toEqual(["Marie Dupont", "Pierre Martin"]);
      expect(await found({ q: "wine smith" })).toEqual(["Jane Smith"]);
      expect(await found({ q: "wine dupont" })).toEqual([]);
    });

    it("takes % and _ in the search literally", async () => {
      expect(await found({ q: "%" })).toEqual(["100% Pure"]);
      expect(await found({ q: "_" })).toEqual(["100% Pure"]);
    });

    it("filters by role, attendee type, country, company and exhibitor", async () => {
      expect(await found({ role: "REPRESENTATIVE" })).toEqual(["Pierre Martin"]);
      expect(await found({ role: "VISITOR", attendeeType: "Buyer" })).toEqual(["100% Pure", "Jane Smith"]);
      expect(await found({ country: "fr" })).toEqual(["Marie Dupont", "Pierre Martin"]);
      expect(await found({ company: "vins dupont" })).toEqual(["Marie Dupont"]);
      const [cellar] = (await search({ role: "REPRESENTATIVE" })).people[0].stand!.exhibitors;
      expect(await found({ exhibitorId: cellar.id })).toEqual(["Pierre Martin"]);
      expect(await found({ q: "", role: "", country: "", company: "", attendeeType: "" })).toHaveLength(5);
    });

    it("pages by name with the total", async () => {
      const first = await search({ pageSize: 2 });
      const third = await search({ pageSize: 2, page: 3 });
      expect([first.total, first.people.map((p) => p.name), third.people.map((p) => p.name)]).toEqual([
        5,
        ["100% Pure", "Hans Müller"],
        ["Pierre Martin"],
      ]);
      expect((await search({ pageSize: 2, page: 9 })).people).toEqual([]);
      await expect(search({ pageSize: 1000 })).rejects.toThrow();
    });

    it("offers the filters' values with counts", async () => {
      const filters = await directoryFilters(t.db, { eventId, viewer: asRep() });
      expect(filters.country).toEqual([
        { value: "DE", count: 1 },
        { value: "FR", count: 2 },
        { value: "GB", count: 1 },
        { value: "US", count: 1 },
      ]);
      expect(filters.attendeeType.map((f) => f.value)).toEqual(["Buyer", "Importer", "Sommelier"]);
      expect(await directoryFilters(t.db, { eventId, viewer: anonymous })).toMatchObject({
        country: [{ value: "FR", count: 1 }],
      });
    });
  });

  it("answers within a few milliseconds at 10,000 people", async () => {
    const eventId = await insertEvent(t.db);
    const exhibitorId = await insertExhibitor(t.db);
    const registrationId = await register(t.db, { eventId, exhibitorId });
    const dialect = dialectOf(t.db);
    const now = new Date().toISOString();
    const countries = ["DE", "FR", "IT", "ES", "AT", "GB", "US", "NL"];
    for (let batch = 0; batch < 20; batch++) {
      await t.db
        .insertInto("person_profiles")
        .values(
          Array.from({ length: 500 }, (_, i) => {
            const n = batch * 500 + i;
            const representative = n % 5 === 0;
            return {
              id: randomBytes(12).toString("hex"),
              event_id: eventId,
              kind: representative ? ("representative" as const) : ("attendee" as const),
              registration_id: representative ? registrationId : null,
              claimed_by: null,
              claimed_at: null,
              sort_number: n,
              discoverable: fromBool(dialect, true),
              email: `person-${n}@example.com`,
              name: `Person ${n.toString().padStart(5, "0")}`,
              company: `Company ${n % 700}`,
              job_title: n % 3 ? "Wine Buyer" : "Sommelier",
              attendee_type: representative ? "" : ["Buyer", "Importer", "Press"][n % 3],
              country: countries[n % countries.length],
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .execute();
    }
    const queries: DirectoryQuery[] = [
      {},
      { q: "company 12" },
      { q: "sommelier", country: "FR" },
      { role: "VISITOR", attendeeType: "Press" },
      { company: "Company 5", page: 1 },
      { q: "person 09", page: 3 },
      { page: 200 },
    ];
    const viewer = { role: "REPRESENTATIVE" as const, personId: null };
    const first = await searchPeople(t.db, { eventId, viewer, query: {} });
    expect(first.total).toBe(10_000);
    const times: number[] = [];
    for (let round = 0; round < 15; round++) {
      for (const query of queries) {
        const started = performance.now();
        await searchPeople(t.db, { eventId, viewer, query });
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length * 0.5)];
    const p99 = times[Math.floor(times.length * 0.99)];
    console.log(`[${t.dialect}] directory at 10,000 people: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    expect(p99).toBeLessThan(500);
    // Visitors see the 2,000 representatives only.
    expect((await searchPeople(t.db, { eventId, viewer: anonymous })).total).toBe(2_000);
  });
});
