import { expect, it } from "vitest";
import { myDataFixture } from "../../../tests/support/my-data-fixture";
import { describeEachDialect } from "../../../tests/support/test-database";
import type { TastingNoteInput } from "./schemas";
import { dropKeptNoteVersion, getTastingNote, setTastingNote } from "./tasting-notes.server";

// Notes written offline and sent when the network returns
// (docs/offline-writes.md): a write carries its own id and the revision it
// was made on. Sent again it changes nothing; made on an older revision (the
// note changed on another device meanwhile) it is kept beside the note, so
// no device's text is lost. Both rules are single statements under primary
// keys, held here with 50 writers at once on both databases.

const text = (note: string, id: string, baseRevision: number): TastingNoteInput => ({
  rating: null,
  note,
  sensory: {},
  write: { id, baseRevision, writtenAt: "2026-12-07T10:00:00.000Z" },
});

describeEachDialect("tasting notes written offline", (t) => {
  async function owner() {
    const f = await myDataFixture(t.db);
    return { eventId: f.eventId, userId: f.anna, enabled: true, productId: f.productIds[0] };
  }

  it("applies a write once, however often it is sent", async () => {
    const anna = await owner();
    const first = await setTastingNote(t.db, { ...anna, input: text("Cherry.", "write-0001", 0) });
    const again = await setTastingNote(t.db, { ...anna, input: text("Cherry.", "write-0001", 0) });
    expect(first).toMatchObject({ note: "Cherry.", revision: 1, conflicts: [] });
    expect(again).toEqual(first);
    const next = await setTastingNote(t.db, { ...anna, input: text("Cherry, smoke.", "write-0002", 1) });
    expect(next).toMatchObject({ note: "Cherry, smoke.", revision: 2, conflicts: [] });
    // The first write sent once more, late: nothing changes, nothing is kept.
    expect(await setTastingNote(t.db, { ...anna, input: text("Cherry.", "write-0001", 0) })).toEqual(next);
  });

  it("keeps an edit made on an older revision beside the note, once, until it is settled", async () => {
    const anna = await owner();
    await setTastingNote(t.db, { ...anna, input: text("Cherry.", "phone-0001", 0) });
    // Both devices offline, both on revision 1: the phone's edit arrives first and is the note.
    await setTastingNote(t.db, { ...anna, input: text("Cherry, smoke (phone).", "phone-0002", 1) });
    const tablet = text("Cherry, leather (tablet).", "tablet-0001", 1);
    const kept = await setTastingNote(t.db, { ...anna, input: tablet });
    expect(kept).toMatchObject({
      note: "Cherry, smoke (phone).",
      revision: 2,
      conflicts: [
        {
          writeId: "tablet-0001",
          note: "Cherry, leather (tablet).",
          rating: null,
          sensory: {},
          writtenAt: "2026-12-07T10:00:00.000Z",
        },
      ],
    });
    // Sent again: still one kept version.
    expect((await setTastingNote(t.db, { ...anna, input: tablet })).conflicts).toHaveLength(1);
    // Settled: the owner merged it into the note and drops the kept version.
    await setTastingNote(t.db, { ...anna, input: text("Cherry, smoke, leather.", "tablet-0002", 2) });
    const settled = await dropKeptNoteVersion(t.db, { ...anna, writeId: "tablet-0001" });
    expect(settled).toMatchObject({ note: "Cherry, smoke, leather.", revision: 3, conflicts: [] });
    await expect(dropKeptNoteVersion(t.db, { ...anna, writeId: "tablet-0001" })).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("keeping a version, dropping it and saving again each raise the note's updatedAt, in the same millisecond too", async () => {
    const anna = await owner();
    const at = "2026-12-07T10:00:00.000Z";
    await setTastingNote(t.db, { ...anna, input: text("Smoke (phone).", "phone-0001", 0), now: at });
    const kept = await setTastingNote(t.db, { ...anna, input: text("Leather (tablet).", "tablet-0001", 0), now: at });
    expect(kept).toMatchObject({
      revision: 1,
      updatedAt: "2026-12-07T10:00:00.001Z",
      conflicts: [{ writeId: "tablet-0001" }],
    });
    const dropped = await dropKeptNoteVersion(t.db, { ...anna, writeId: "tablet-0001", now: at });
    expect(dropped).toMatchObject({ note: "Smoke (phone).", revision: 1, updatedAt: "2026-12-07T10:00:00.002Z" });
    expect(dropped.conflicts).toEqual([]);
    // The tablet's save of the merged note, made on revision 1, still applies, and is newer than the drop.
    const merged = await setTastingNote(t.db, { ...anna, input: text("Smoke, leather.", "tablet-0002", 1), now: at });
    expect(merged).toMatchObject({
      note: "Smoke, leather.",
      revision: 2,
      updatedAt: "2026-12-07T10:00:00.003Z",
      conflicts: [],
    });
  });

  it("of 25 devices each saving the note and dropping a kept version in one millisecond, every write moves updatedAt on", async () => {
    const anna = await owner();
    const at = "2026-12-07T10:00:00.000Z";
    await setTastingNote(t.db, { ...anna, input: text("Smoke (phone).", "phone-0001", 0), now: at });
    const ids = Array.from({ length: 25 }, (_, i) => `tablet-${String(i).padStart(4, "0")}`);
    for (const id of ids) await setTastingNote(t.db, { ...anna, input: text(`Kept ${id}.`, id, 0), now: at });
    expect(await getTastingNote(t.db, anna)).toMatchObject({ updatedAt: "2026-12-07T10:00:00.025Z" });
    // 50 writers at once, all at the same clock: none may set the note's updatedAt back.
    const devices = ids.map(async (writeId, i) => {
      await setTastingNote(t.db, { ...anna, input: { rating: null, note: `Save ${i}.`, sensory: {} }, now: at });
      await dropKeptNoteVersion(t.db, { ...anna, writeId, now: at });
    });
    await Promise.all(devices);
    expect(await getTastingNote(t.db, anna)).toMatchObject({
      revision: 26,
      updatedAt: "2026-12-07T10:00:00.075Z",
      conflicts: [],
    });
  });

  it("of 25 devices each saving the note and dropping a kept version at once, every answer still listing a version is older than its drop's", async () => {
    const anna = await owner();
    await setTastingNote(t.db, { ...anna, input: text("Smoke (phone).", "phone-0001", 0) });
    const ids = Array.from({ length: 25 }, (_, i) => `tablet-${String(i).padStart(4, "0")}`);
    for (const id of ids) await setTastingNote(t.db, { ...anna, input: text(`Kept ${id}.`, id, 0) });
    // 25 devices at once, each saving the note and then dropping one kept version.
    const devices = ids.map(async (writeId, i) => {
      const saved = await setTastingNote(t.db, { ...anna, input: { rating: null, note: `Save ${i}.`, sensory: {} } });
      const dropped = await dropKeptNoteVersion(t.db, { ...anna, writeId });
      return [
        { writeId: null, note: saved },
        { writeId, note: dropped },
      ];
    });
    const answers = (await Promise.all(devices)).flat();
    const droppedAt = new Map(answers.flatMap(({ writeId, note }) => (writeId ? [[writeId, note.updatedAt]] : [])));
    for (const { note } of answers) {
      for (const kept of note.conflicts) expect(note.updatedAt < (droppedAt.get(kept.writeId) ?? "")).toBe(true);
    }
    // A device taking the newest note it hears of ends with nothing kept.
    const newest = answers.reduce((a, b) => (b.note.updatedAt > a.note.updatedAt ? b : a));
    expect(newest.note.conflicts).toEqual([]);
    expect(await getTastingNote(t.db, anna)).toMatchObject({ revision: 26, conflicts: [] });
  });

  it("keeps a second new note written offline on another device, not replacing the first", async () => {
    const anna = await owner();
    await setTastingNote(t.db, { ...anna, input: text("Phone's first note.", "phone-0001", 0) });
    const note = await setTastingNote(t.db, { ...anna, input: text("Tablet's first note.", "tablet-0001", 0) });
    expect(note.note).toBe("Phone's first note.");
    expect(note.conflicts.map((c) => c.note)).toEqual(["Tablet's first note."]);
  });

  it("of 50 devices editing one revision at once, one write is the note and 49 are kept", async () => {
    const anna = await owner();
    await setTastingNote(t.db, { ...anna, input: text("Start.", "start-0001", 0) });
    const writes = Array.from({ length: 50 }, (_, i) =>
      setTastingNote(t.db, { ...anna, input: text(`Device ${i}.`, `device-${String(i).padStart(4, "0")}`, 1) }),
    );
    await Promise.all(writes);
    const note = await getTastingNote(t.db, anna);
    expect(note?.revision).toBe(2);
    expect(note?.conflicts).toHaveLength(49);
    const texts = new Set([note?.note, ...(note?.conflicts ?? []).map((c) => c.note)]);
    expect(texts.size).toBe(50);
  });

  it("of one write sent 50 times at once, one is applied and none is kept", async () => {
    const anna = await owner();
    await setTastingNote(t.db, { ...anna, input: text("Start.", "start-0001", 0) });
    const input = text("Once.", "replayed-0001", 1);
    await Promise.all(Array.from({ length: 50 }, () => setTastingNote(t.db, { ...anna, input })));
    expect(await getTastingNote(t.db, anna)).toMatchObject({ note: "Once.", revision: 2, conflicts: [] });
  });

  it("without a write id, a save replaces the note as before and raises the revision", async () => {
    const anna = await owner();
    await setTastingNote(t.db, { ...anna, input: { rating: 3, note: "A", sensory: {} } });
    const note = await setTastingNote(t.db, { ...anna, input: { rating: 4, note: "B", sensory: {} } });
    expect(note).toMatchObject({ rating: 4, note: "B", revision: 2, conflicts: [] });
  });
});
