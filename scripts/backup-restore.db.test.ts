import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { createBackup } from "~/.server/backup/backup";
import { RestoreRefused, restoreBackup } from "~/.server/backup/restore";
import { connect, type DB } from "~/.server/db/connect";
import { createFreshPostgres } from "~/.server/db/fresh-postgres";
import { migrateToLatest } from "~/.server/db/migrate";
import { insertVerifiedPasswordUser } from "~/features/accounts/password-user.server";
import { getEvent } from "~/features/events/events.server";
import { listMeetings, requestMeeting } from "~/features/meetings/meetings.server";
import { listTastingNotes, setTastingNote } from "~/features/tasting-notes/tasting-notes.server";
import { at, bookingForm, type MeetingsFixture, meetingsFixture } from "../tests/factories/meetings";
import { type MyDataFixture, myDataFixture } from "../tests/support/my-data-fixture";
import { describeEachDialect } from "../tests/support/test-database";

// npm run backup, then npm run restore into a fresh database and media
// folder, on both databases: the same rows in every table, the same answers
// from the domain functions, the same media files; a second restore over
// the restored site is refused.

/** A database of its own (the backup reads it by URL, as the script does): a SQLite file, or a PostgreSQL database. */
async function freshDatabase(
  dialect: "sqlite" | "postgres",
  dir: string,
  name: string,
  template: boolean,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === "sqlite") return { url: `file:${path.join(dir, `${name}.db`)}`, drop: async () => {} };
  const created = await createFreshPostgres(process.env.TEST_DATABASE_URL!, {
    prefix: `ops_backup_${name}`,
    template: template ? inject("postgresTemplate")! : undefined,
  });
  return { url: created.url, drop: created.drop };
}

async function everyRow(db: DB): Promise<Record<string, unknown[]>> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables.sort()) {
    const found = await db
      .selectFrom(table as "events")
      .selectAll()
      .execute();
    rows[table] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

describeEachDialect("backup and restore", (t) => {
  let dir: string;
  let source: { url: string; drop: () => Promise<void> };
  let target: { url: string; drop: () => Promise<void> };
  let sourceDb: DB;
  let targetDb: DB;
  let meetings: MeetingsFixture;
  let notes: MyDataFixture;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "uncork-backup-test-"));
    source = await freshDatabase(t.dialect, dir, "source", true);
    target = await freshDatabase(t.dialect, dir, "target", false);
    sourceDb = connect(source.url, { poolSize: 2 });
    await migrateToLatest(sourceDb);
    meetings = await meetingsFixture(sourceDb);
    await requestMeeting(sourceDb, { me: meetings.anna, form: bookingForm(meetings.rep.personId, at("10:00")) });
    notes = await myDataFixture(sourceDb);
    await setTastingNote(sourceDb, {
      eventId: notes.eventId,
      userId: notes.anna,
      enabled: true,
      productId: notes.productIds[0],
      input: { rating: 5, note: "Cassis, cedar – long.", sensory: { body: "full" } },
      now: "2026-12-07T09:00:00.000Z",
    });
    await insertVerifiedPasswordUser(sourceDb, {
      id: "backup-account",
      name: "Backup Account",
      email: "backup@example.com",
      password: "a password kept in the backup",
      now: "2026-12-01T08:00:00.000Z",
    });
    await mkdir(path.join(dir, "media/products/p1"), { recursive: true });
    await writeFile(path.join(dir, "media/products/p1/bottle-480.webp"), Buffer.from([0, 1, 2, 254, 255]));
    await writeFile(path.join(dir, "media/event-logo.svg"), "<svg/>");
  });

  afterAll(async () => {
    await sourceDb?.destroy();
    await targetDb?.destroy();
    await source?.drop();
    await target?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it("gives the same site: every row, the domain functions' answers, the media files", async () => {
    const file = path.join(dir, "site.backup");
    const manifest = await createBackup({ databaseUrl: source.url, mediaDir: path.join(dir, "media"), file });
    expect(manifest).toMatchObject({ dialect: t.dialect, media: true, migration: expect.stringMatching(/^\d{4}-/) });

    await restoreBackup({ databaseUrl: target.url, mediaDir: path.join(dir, "restored-media"), file });
    targetDb = connect(target.url, { poolSize: 2 });

    const before = await everyRow(sourceDb);
    expect(Object.keys(before)).toContain("tasting_notes");
    expect(before.meetings).toHaveLength(1);
    expect(await everyRow(targetDb)).toEqual(before);

    const noteOwner = { eventId: notes.eventId, userId: notes.anna, enabled: true };
    expect(await listTastingNotes(targetDb, noteOwner)).toEqual(await listTastingNotes(sourceDb, noteOwner));
    const now = new Date("2026-12-01T00:00:00Z");
    const inbox = await listMeetings(targetDb, { me: meetings.rep, now });
    expect(inbox).toEqual(await listMeetings(sourceDb, { me: meetings.rep, now }));
    expect(inbox.needsResponse).toHaveLength(1);
    const event = { idOrSlug: meetings.eventId, locale: "en" as const };
    expect(await getEvent(targetDb, event)).toEqual(await getEvent(sourceDb, event));

    expect([...(await readFile(path.join(dir, "restored-media/products/p1/bottle-480.webp")))]).toEqual([
      0, 1, 2, 254, 255,
    ]);
    expect(await readFile(path.join(dir, "restored-media/event-logo.svg"), "utf8")).toBe("<svg/>");
  });

  it("refuses to restore into a database that is not empty, and says why", async () => {
    const file = path.join(dir, "site.backup");
    const refusal = await restoreBackup({
      databaseUrl: target.url,
      mediaDir: path.join(dir, "other-media"),
      file,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toMatch(/is not empty/);
  });

  it("refuses a backup of the other database", async () => {
    const file = path.join(dir, "site.backup");
    const other = t.dialect === "sqlite" ? "postgres://nobody@127.0.0.1:1/none" : `file:${path.join(dir, "x.db")}`;
    const refusal = await restoreBackup({ databaseUrl: other, mediaDir: path.join(dir, "other-media"), file }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toMatch(new RegExp(`backup is of a ${t.dialect} database`));
  });
});
