import type { DB } from "~/.server/db";
import { dialectOf, fromBool } from "~/.server/db/dialect";
import { inChunks, listedIds } from "~/.server/db/in-chunks";
import { nextVersion } from "~/.server/db/next-version";
import { serverT } from "~/.server/i18n";
import { recordHistory } from "~/features/catalogue/catalogue-writes.server";
import { diffFields, type FieldChange } from "~/features/catalogue/history";
import { LOCALES } from "~/lib/locales";
import { sliceYielder } from "~/lib/time-slice";
import type { RowProblem } from "./columns";
import { IMPORT_MESSAGES } from "./import-messages";
import { requireEvent } from "./import-products.server";
import type { ImportChange, ImportOptions, ImportRun } from "./import-report";
import { PERSON_COLUMN_SET, type PersonColumn, type PersonRow, personRowReader } from "./person-columns";
import { REPORTED, readRows, shortened } from "./read-rows.server";

// A people import (docs/data-in.md "From a file"): attendees and exhibitor
// representatives as unclaimed directory entries, each kept by its id, so a
// corrected sheet imported again updates them in place. Whoever signs in
// with a row's e-mail address claims that entry (docs/product/accounts.md).
// Once claimed, the entry's personal details are its owner's: an import then
// changes only what the organizer decides (kind, exhibitor, stand, type).

type PersonFields = ReturnType<typeof columnsOf>;
type PersonField = keyof PersonFields;

/** The person's columns each column of the file speaks for. */
const FIELDS_OF_COLUMN: Record<PersonColumn, PersonField | null> = {
  person_id: null,
  kind: "kind",
  name: "name",
  email: "email",
  exhibitor_id: "registration_id",
  job_title: "job_title",
  company: "company",
  country: "country",
  telephone: "telephone",
  attendee_type: "attendee_type",
  stand: "table_number",
};

/** What the organizer keeps deciding after the person claimed the entry. */
const ORGANIZER_FIELDS = new Set<PersonField>(["kind", "registration_id", "attendee_type", "table_number"]);

export async function importPeople(db: DB, options: ImportOptions): Promise<ImportRun> {
  await requireEvent(db, options.eventId);
  const emails = new Set<string>();
  const read = await readRows(options.records, {
    set: PERSON_COLUMN_SET,
    mapping: options.mapping,
    read: personRowReader(LOCALES.map((locale) => serverT(locale))),
    key: (row: PersonRow) => row.id,
    keyColumn: "person_id",
    conflict: (row) => {
      if (!row.email) return null;
      if (emails.has(row.email)) {
        return { line: row.line, column: "email", value: row.email, message: IMPORT_MESSAGES.duplicateEmail };
      }
      emails.add(row.email);
      return null;
    },
    onProgress: options.onProgress,
    onProblem: options.onProblem,
  });
  const fields = [...read.present].map((column) => FIELDS_OF_COLUMN[column]).filter((f) => f !== null);
  const plan = await planPeople(db, options.eventId, read.rows, fields);
  const problemCount = read.problemCount + plan.problems.length;
  for (const problem of plan.problems) options.onProblem?.(problem);
  const problems = [...read.problems, ...plan.problems.map(shortened)]
    .sort((a, b) => a.line - b.line)
    .slice(0, REPORTED);
  const apply = !options.dryRun && problemCount === 0;
  if (apply && plan.writes.length) await writePeople(db, options.eventId, plan.writes, options.actor);
  const changes = plan.writes.map((w) => w.change);
  return {
    eventId: options.eventId,
    dryRun: options.dryRun,
    rows: read.count,
    problems,
    problemCount,
    counts: {
      person: {
        add: changes.filter((c) => c.action === "add").length,
        change: changes.filter((c) => c.action === "change").length,
        remove: 0,
      },
    },
    changes: changes.slice(0, REPORTED),
    totalChanges: changes.length,
    applied: apply,
    headers: read.headers,
  };
}

interface PersonWrite {
  id: string;
  /** The columns to set: all of a new entry's, only the changed ones of a known entry. */
  values: Partial<PersonFields>;
  isNew: boolean;
  change: ImportChange;
}

/** Compares the rows with the event's people: what each would add or change, and the rows that cannot be applied. */
async function planPeople(
  db: DB,
  eventId: string,
  rows: readonly PersonRow[],
  fields: readonly PersonField[],
): Promise<{ writes: PersonWrite[]; problems: RowProblem[] }> {
  const ids = rows.map((row) => row.id);
  const known = new Map(
    (
      await inChunks(listedIds(ids), (chunk) =>
        db.selectFrom("person_profiles").selectAll().where("id", "in", chunk).execute(),
      )
    ).map((p) => [p.id, p]),
  );
  const exhibitorIds = [...new Set(rows.flatMap((row) => (row.exhibitorId ? [row.exhibitorId] : [])))];
  const registrationOf = new Map(
    (
      await inChunks(listedIds(exhibitorIds), (chunk) =>
        db
          .selectFrom("registration_exhibitors")
          .select(["exhibitor_id", "registration_id"])
          .where("event_id", "=", eventId)
          .where("exhibitor_id", "in", chunk)
          .execute(),
      )
    ).map((r) => [r.exhibitor_id, r.registration_id]),
  );
  const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email] : [])))];
  const emailOwner = new Map(
    (
      await inChunks(listedIds(emails), (chunk) =>
        db
          .selectFrom("person_profiles")
          .select(["id", "email"])
          .where("event_id", "=", eventId)
          .where("email", "in", chunk)
          .execute(),
      )
    ).map((p) => [p.email, p.id]),
  );

  const problems: RowProblem[] = [];
  const writes: PersonWrite[] = [];
  for (const row of rows) {
    const before = known.get(row.id);
    const rowProblems: RowProblem[] = [];
    if (before && before.event_id !== eventId) {
      rowProblems.push({ line: row.line, column: "person_id", value: row.id, message: IMPORT_MESSAGES.otherEvent });
    }
    const registrationId = row.exhibitorId ? registrationOf.get(row.exhibitorId) : null;
    if (row.exhibitorId && !registrationId) {
      rowProblems.push({
        line: row.line,
        column: "exhibitor_id",
        value: row.exhibitorId,
        message: IMPORT_MESSAGES.unknownExhibitor,
      });
    }
    const owner = row.email ? emailOwner.get(row.email) : undefined;
    if (owner && owner !== row.id) {
      rowProblems.push({ line: row.line, column: "email", value: row.email, message: IMPORT_MESSAGES.emailTaken });
    }
    if (rowProblems.length) {
      problems.push(...rowProblems);
      continue;
    }
    const after = columnsOf(row, registrationId ?? null);
    if (!before) {
      writes.push({
        id: row.id,
        values: after,
        isNew: true,
        change: { type: "person", id: row.id, name: row.name, action: "add", fields: diffFields({}, after) },
      });
      continue;
    }
    // The file speaks for the columns it has; a claimed entry's own details are its owner's.
    const spoken = fields.filter((f) => !before.claimed_by || ORGANIZER_FIELDS.has(f));
    const changed = diffFields(before, Object.fromEntries(spoken.map((f) => [f, after[f]])));
    if (changed.length === 0) continue;
    writes.push({
      id: row.id,
      values: Object.fromEntries(changed.map((c) => [c.field, c.newValue])) as Partial<PersonFields>,
      isNew: false,
      change: { type: "person", id: row.id, name: before.name || row.name, action: "change", fields: changed },
    });
  }
  return { writes, problems };
}

function columnsOf(
  row: PersonRow,
  registrationId: string | null,
): {
  kind: PersonRow["kind"];
  registration_id: string | null;
  name: string;
  email: string;
  job_title: string;
  company: string;
  country: string;
  telephone: string;
  attendee_type: string;
  table_number: string;
} {
  return {
    kind: row.kind,
    registration_id: registrationId,
    name: row.name,
    email: row.email,
    job_title: row.jobTitle,
    company: row.company,
    country: row.country,
    telephone: row.telephone,
    attendee_type: row.attendeeType,
    table_number: row.stand,
  };
}

/** Every write in one transaction: all rows or none. */
async function writePeople(db: DB, eventId: string, writes: readonly PersonWrite[], actor: string): Promise<void> {
  const now = new Date().toISOString();
  const notDiscoverable = fromBool(dialectOf(db), false);
  await db.transaction().execute(async (trx) => {
    const added = writes.filter((w) => w.isNew);
    for (let at = 0; at < added.length; at += 200) {
      await trx
        .insertInto("person_profiles")
        .values(
          added.slice(at, at + 200).map((w) => ({
            ...(w.values as PersonFields),
            id: w.id,
            event_id: eventId,
            claimed_by: null,
            claimed_at: null,
            sort_number: null,
            discoverable: notDiscoverable,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const yieldTurn = sliceYielder();
    for (const w of writes) {
      if (w.isNew) continue;
      await yieldTurn();
      await trx
        .updateTable("person_profiles")
        .set({ ...w.values, updated_at: nextVersion(trx) })
        .where("id", "=", w.id)
        .where("event_id", "=", eventId)
        .execute();
    }
    for (const w of writes) {
      await yieldTurn();
      await recordHistory(trx, { entityType: "person", entityId: w.id, eventId, actor }, auditEntries(w.change));
    }
  });
}

/**
 * The history of an imported person: which fields the import set or changed,
 * by whom and when. The organizer's decisions (kind, exhibitor, stand, type)
 * keep their values; a person's own details are recorded without them, so
 * the history holds no copy of an address or a telephone number.
 */
function auditEntries(change: ImportChange): FieldChange[] {
  return change.fields.map((f) =>
    ORGANIZER_FIELDS.has(f.field as PersonField) ? f : { ...f, oldValue: null, newValue: null },
  );
}
