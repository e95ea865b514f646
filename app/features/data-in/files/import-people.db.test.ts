import { beforeAll, expect, it } from "vitest";
import { autoClaim } from "~/features/accounts/claims.server";
import { insertEvent, insertExhibitor, register } from "../../../../tests/factories/catalogue";
import { insertUser } from "../../../../tests/factories/people";
import { describeEachDialect } from "../../../../tests/support/test-database";
import { parseCsv } from "./csv.server";
import { importPeople } from "./import-people.server";

// A people import: attendees and representatives as unclaimed entries kept by
// their id, claimed at sign-in by their e-mail address, updated in place.

const id = (n: number) => `${String(n).padStart(24, "0")}`.replace(/^0/, "a");

describeEachDialect("importPeople", (t) => {
  let eventId: string;
  let otherEventId: string;
  let exhibitorId: string;
  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    otherEventId = await insertEvent(t.db);
    exhibitorId = await insertExhibitor(t.db, { name: "Weingut Beispiel" });
    await register(t.db, { eventId, exhibitorId });
  });
  const run = (text: string, options: { dryRun?: boolean; event?: string } = {}) =>
    importPeople(t.db, {
      eventId: options.event ?? eventId,
      records: parseCsv([text]),
      dryRun: options.dryRun ?? false,
      actor: "import",
    });
  const person = (personId: string) =>
    t.db.selectFrom("person_profiles").selectAll().where("id", "=", personId).executeTakeFirst();

  it("checks every row with the words of the report: ids, kinds, required fields, e-mail addresses, exhibitors", async () => {
    const report = await run(
      [
        "person_id,kind,name,email,exhibitor_id,country",
        `${id(1)},attendee,,ada@example.com,,DE`,
        `${id(2)},guest,Grace,grace@example.com,,`,
        `${id(3)},representative,Rep Without Exhibitor,rep@example.com,,`,
        `${id(4)},attendee,Bad Mail,not-an-address,,`,
        `abc,attendee,Short Id,,,`,
        `${id(6)},attendee,Twice,same@example.com,,`,
        `${id(7)},attendee,Twice Again,SAME@example.com,,`,
        `${id(8)},representative,Nobody's Rep,,${id(99)},`,
        `${id(9)},attendee,Country,,,Germany`,
      ].join("\n"),
    );
    expect(report.applied).toBe(false);
    expect(report.problems.map((p) => [p.line, p.column, p.value, p.message.text])).toEqual([
      [2, "name", "", "This is a required field"],
      [3, "kind", "guest", "This doesn't look valid."],
      [4, "exhibitor_id", "", "This is a required field"],
      [5, "email", "not-an-address", "Please enter a valid email address."],
      [6, "person_id", "abc", "This doesn't look valid: an id has exactly 24 characters."],
      [8, "email", "same@example.com", "Another row has the same e-mail address."],
      [9, "exhibitor_id", id(99), "No exhibitor of this event has this id."],
      [10, "country", "Germany", "This doesn't look valid."],
    ]);
    expect(await person(id(6))).toBeUndefined();
  });

  it("reports in the organizer's language, and reads kinds and headers written in it", async () => {
    const report = await run(["Personen-ID;Art;Name;E-Mail", `${id(20)};Teilnehmer;;x@example.com`].join("\n"), {
      dryRun: true,
    });
    expect(report.problems.map((p) => [p.column, p.message.key])).toEqual([
      ["name", "organizer:import.errors.required"],
    ]);
    const ok = await run(["Personen-ID;Art;Name", `${id(20)};Teilnehmer;Berta`].join("\n"), { dryRun: true });
    expect(ok.problemCount).toBe(0);
    expect(ok.changes[0]).toMatchObject({ type: "person", action: "add", name: "Berta" });
  });

  it("a dry run lists the changes and writes nothing; applying writes them; the same sheet again changes nothing", async () => {
    const sheet = [
      "person_id,kind,name,email,exhibitor_id,job_title,stand",
      `${id(30)},representative,Rita Rep,Rita@Example.com,${exhibitorId},Export manager,B 12`,
      `${id(31)},attendee,Otto Attendee,otto@example.com,,,`,
    ].join("\n");
    const dry = await run(sheet, { dryRun: true });
    expect(dry.counts.person).toEqual({ add: 2, change: 0, remove: 0 });
    expect(dry.changes[0].fields.map((f) => [f.field, f.newValue])).toEqual(
      expect.arrayContaining([
        ["name", "Rita Rep"],
        ["email", "rita@example.com"],
        ["table_number", "B 12"],
      ]),
    );
    expect(await person(id(30))).toBeUndefined();

    const applied = await run(sheet);
    expect(applied.applied).toBe(true);
    const rita = await person(id(30));
    expect(rita).toMatchObject({
      event_id: eventId,
      kind: "representative",
      name: "Rita Rep",
      email: "rita@example.com",
      job_title: "Export manager",
      table_number: "B 12",
      claimed_by: null,
    });
    const registration = await t.db
      .selectFrom("registration_exhibitors")
      .select("registration_id")
      .where("event_id", "=", eventId)
      .where("exhibitor_id", "=", exhibitorId)
      .executeTakeFirstOrThrow();
    expect(rita?.registration_id).toBe(registration.registration_id);
    expect((await person(id(31)))?.kind).toBe("attendee");

    const again = await run(sheet);
    expect(again.totalChanges).toBe(0);

    // The history says who set which field; a person's own details without their values.
    const history = await t.db
      .selectFrom("history")
      .select(["kind", "field", "old_value", "new_value", "actor", "event_id"])
      .where("entity_type", "=", "person")
      .where("entity_id", "=", id(30))
      .orderBy("id")
      .execute();
    expect(history.map((h) => h.field)).toEqual(
      expect.arrayContaining(["name", "email", "kind", "registration_id", "job_title", "table_number"]),
    );
    expect(history.every((h) => h.actor === "import" && h.event_id === eventId && h.kind === "set")).toBe(true);
    const value = (field: string) => history.find((h) => h.field === field)?.new_value;
    expect(value("email")).toBeNull();
    expect(value("name")).toBeNull();
    expect(JSON.parse(String(value("table_number")))).toBe("B 12");
    expect(JSON.parse(String(value("kind")))).toBe("representative");
  });

  it("an edited sheet updates in place, only the columns it has; a claimed entry keeps its owner's details", async () => {
    await run(
      ["person_id,kind,name,email,company", `${id(40)},attendee,Cleo Claim,cleo@example.com,Old Co`].join("\n"),
    );
    const user = await insertUser(t.db, { email: "cleo@example.com" });
    const claim = await autoClaim(t.db, {
      eventId,
      user: { id: user.id, email: user.email, emailVerified: true },
    });
    expect(claim).toMatchObject({ status: "claimed", person: { id: id(40) } });

    await run(["person_id,kind,name,company", `${id(41)},attendee,Finn First,First Co`].join("\n"));
    const edited = await run(
      [
        "person_id,kind,name,company,stand",
        `${id(40)},attendee,Cleo Renamed,New Co,C 3`,
        `${id(41)},attendee,Finn Fixed,First Co,`,
      ].join("\n"),
    );
    expect(edited.applied).toBe(true);
    expect(edited.changes.map((c) => [c.id, c.fields.map((f) => f.field)])).toEqual([
      [id(40), ["table_number"]],
      [id(41), ["name"]],
    ]);
    expect(await person(id(40))).toMatchObject({
      name: "Cleo Claim",
      company: "Old Co",
      table_number: "C 3",
      claimed_by: user.id,
    });
    // No e-mail column: Finn's address is left as it was.
    expect(await person(id(41))).toMatchObject({ name: "Finn Fixed", email: "" });
  });

  it("refuses an address another person of the event has, and an id of another event's person: nothing is written", async () => {
    await run(["person_id,kind,name", `${id(50)},attendee,Elsewhere`].join("\n"), { event: otherEventId });
    await run(["person_id,kind,name,email", `${id(51)},attendee,Holder,holder@example.com`].join("\n"));
    const report = await run(
      [
        "person_id,kind,name,email",
        `${id(52)},attendee,Fine Row,fine@example.com`,
        `${id(53)},attendee,Copycat,holder@example.com`,
        `${id(50)},attendee,Moved Over,`,
      ].join("\n"),
    );
    expect(report.problems.map((p) => [p.line, p.column, p.message.text])).toEqual([
      [3, "email", "Another person of this event has this e-mail address."],
      [4, "person_id", "This id belongs to a person of another event."],
    ]);
    expect(report.applied).toBe(false);
    expect(await person(id(52))).toBeUndefined();
    expect((await person(id(50)))?.event_id).toBe(otherEventId);
  });

  it("an unknown event is not found", async () => {
    await expect(run("person_id,kind,name\n", { event: "nope" })).rejects.toMatchObject({ code: "not_found" });
  });
});
