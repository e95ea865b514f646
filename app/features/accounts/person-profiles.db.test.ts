import { beforeAll, expect, it } from "vitest";
import type { DB } from "~/.server/db";
import type { PersonKind } from "~/.server/db/schema-accounts";
import { AppError } from "~/.server/errors";
import { insertEvent, testId } from "../../../tests/factories/catalogue";
import { describeEachDialect } from "../../../tests/support/test-database";
import { getOwnPersonProfile, updateOwnPersonProfile } from "./person-profiles.server";
import { ProfileValidationError } from "./profiles.server";

const NOW = "2026-11-01T00:00:00.000Z";

async function insertUser(db: DB, email: string): Promise<string> {
  const id = `u${testId()}`;
  await db.insertInto("auth_users").values({ id, name: email, email, created_at: NOW, updated_at: NOW }).execute();
  return id;
}

async function insertPerson(
  db: DB,
  values: { eventId: string; kind: PersonKind; claimedBy: string | null; name: string },
): Promise<string> {
  const id = testId();
  await db
    .insertInto("person_profiles")
    .values({
      id,
      event_id: values.eventId,
      kind: values.kind,
      registration_id: null,
      claimed_by: values.claimedBy,
      claimed_at: values.claimedBy ? NOW : null,
      sort_number: 3,
      name: values.name,
      email: `${values.name.toLowerCase()}@example.com`,
      job_title: "Sommelier",
      table_number: "A12",
      attendee_type: "Trade",
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  return id;
}

describeEachDialect("own person profile", (t) => {
  let eventId: string;
  let otherEventId: string;
  let anna: string;
  let ben: string;
  let nobody: string;

  beforeAll(async () => {
    eventId = await insertEvent(t.db);
    otherEventId = await insertEvent(t.db);
    anna = await insertUser(t.db, "anna@example.com");
    ben = await insertUser(t.db, "ben@example.com");
    nobody = await insertUser(t.db, "nobody@example.com");
    await insertPerson(t.db, { eventId, kind: "representative", claimedBy: anna, name: "Anna" });
    await insertPerson(t.db, { eventId, kind: "attendee", claimedBy: ben, name: "Ben" });
    await insertPerson(t.db, { eventId: otherEventId, kind: "attendee", claimedBy: nobody, name: "Elsewhere" });
  });

  it("reads the entry the user claimed at that event only", async () => {
    expect(await getOwnPersonProfile(t.db, eventId, anna)).toMatchObject({
      kind: "representative",
      name: "Anna",
      tableNumber: "A12",
      discoverable: false,
    });
    expect(await getOwnPersonProfile(t.db, eventId, nobody)).toBeNull();
    expect(await getOwnPersonProfile(t.db, otherEventId, anna)).toBeNull();
  });

  it("saves the editable fields of a representative's entry and keeps the organizer's", async () => {
    const saved = await updateOwnPersonProfile(t.db, eventId, anna, {
      jobTitle: "  Export manager ",
      mobilePhone: "+49 170 1234567",
      tableNumber: "B3",
      discoverable: true,
      name: "Someone else",
      email: "hijack@example.com",
      attendeeType: "VIP",
      sortNumber: 1,
    });
    expect(saved).toMatchObject({
      jobTitle: "Export manager",
      mobilePhone: "+49 170 1234567",
      tableNumber: "B3",
      discoverable: true,
    });
    expect(saved).toMatchObject({ name: "Anna", email: "anna@example.com", attendeeType: "Trade", sortNumber: 3 });
    expect(await getOwnPersonProfile(t.db, eventId, anna)).toEqual(saved);
  });

  it("lets an attendee change the attendee type but not the table", async () => {
    const saved = await updateOwnPersonProfile(t.db, eventId, ben, { attendeeType: "Press", tableNumber: "Z9" });
    expect(saved).toMatchObject({ kind: "attendee", attendeeType: "Press", tableNumber: "A12" });
  });

  it("refuses invalid values with message keys and changes nothing", async () => {
    const before = await getOwnPersonProfile(t.db, eventId, anna);
    const error = await updateOwnPersonProfile(t.db, eventId, anna, {
      officePhone: "call me",
      jobTitle: "Changed",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProfileValidationError);
    expect((error as ProfileValidationError).fieldErrors).toEqual({ officePhone: "accounts:errors.invalid" });
    expect(await getOwnPersonProfile(t.db, eventId, anna)).toEqual(before);
  });

  it("finds nothing to change for a user without a claimed entry", async () => {
    const error = await updateOwnPersonProfile(t.db, eventId, nobody, { jobTitle: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("not_found");
  });
});
