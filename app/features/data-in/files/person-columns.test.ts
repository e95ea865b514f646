import { describe, expect, it } from "vitest";
import type { TFunction } from "~/lib/i18n";
import { personRowReader } from "./person-columns";

// One people row read: kinds in any language, addresses in lower case,
// a representative's exhibitor required, each problem named by its column.

const german = ((key: string) =>
  ({
    "organizer:import.personKinds.representative": "Vertreter",
    "organizer:import.personKinds.attendee": "Teilnehmer",
  })[key] ?? key) as unknown as TFunction;
const read = personRowReader([german]);
const id = "a".repeat(24);

describe("personRowReader", () => {
  it("reads a kind by its key or its label, in any case, and keeps the address in lower case", () => {
    expect(
      read(2, { person_id: id, kind: " teilnehmer ", name: "Berta", email: "Berta@Example.COM" }).row,
    ).toMatchObject({
      kind: "attendee",
      email: "berta@example.com",
      exhibitorId: null,
    });
    expect(
      read(2, { person_id: id, kind: "Representative", name: "Rex", exhibitor_id: "b".repeat(24) }).row,
    ).toMatchObject({ kind: "representative", exhibitorId: "b".repeat(24) });
  });

  it("names each problem by its column", () => {
    const { row, problems } = read(7, {
      person_id: "123",
      kind: "guest",
      name: "x".repeat(201),
      email: "nobody@",
      country: "DEU",
    });
    expect(row).toBeNull();
    expect(problems.map((p) => [p.line, p.column, p.message.text])).toEqual([
      [7, "person_id", "This doesn't look valid: an id has exactly 24 characters."],
      [7, "kind", "This doesn't look valid."],
      [7, "name", "This text is too long. Please shorten it."],
      [7, "email", "Please enter a valid email address."],
      [7, "country", "This doesn't look valid."],
    ]);
  });

  it("a representative needs the exhibitor they stand for; an attendee's exhibitor is ignored", () => {
    expect(read(3, { person_id: id, kind: "vertreter", name: "Rita" }).problems.map((p) => p.column)).toEqual([
      "exhibitor_id",
    ]);
    expect(
      read(3, { person_id: id, kind: "attendee", name: "Ann", exhibitor_id: "b".repeat(24) }).row?.exhibitorId,
    ).toBeNull();
  });
});
