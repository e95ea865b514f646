import { randomUUID } from "node:crypto";
import { type ExpressionBuilder, sql } from "kysely";
import type { DB } from "~/.server/db";
import type { Database } from "~/.server/db/schema";
import type { LeadScore } from "~/.server/db/schema-leads";
import { AppError } from "~/.server/errors";
import { representedExhibitors } from "~/features/people/represented-exhibitors.server";
import { LEAD_MESSAGES } from "./lead-messages";
import { type LeadChange, leadChangeSchema, scanSchema } from "./lead-schemas";

// Leads at the stand (docs/leads.md): a representative scans an attendee's
// badge; the lead belongs to the stand (the exhibitor) and its whole team
// sees it. One lead per stand and person is the table's unique constraint,
// written with one INSERT … SELECT … ON CONFLICT: the code is looked up in
// the same statement, so a renewed code creates nothing once the renewal
// committed, and concurrent scans make one lead.

/** What an attendee shares with the representative who scans their badge (their consent). */
export interface LeadPerson {
  id: string;
  name: string;
  company: string;
  jobTitle: string;
  email: string;
  country: string;
  attendeeType: string;
}

export interface Lead {
  id: string;
  exhibitorId: string;
  person: LeadPerson;
  score: LeadScore | null;
  note: string;
  scannedAt: string;
  /** The representative who first scanned: their user id and their name at the event. */
  scannedBy: { userId: string; name: string };
}

export interface Stand {
  eventId: string;
  exhibitorId: string;
}

/** The stand the user scans for: `wanted` among the exhibitors they represent at the event, else the first; 403 when none. */
export async function scanningStand(
  db: DB,
  options: { eventId: string; userId: string; wanted?: string },
): Promise<Stand> {
  const represented = await representedExhibitors(db, options);
  const own = options.wanted ? represented.find((e) => e.id === options.wanted) : represented[0];
  if (!own) throw new AppError("forbidden", LEAD_MESSAGES.notRepresentative);
  return { eventId: options.eventId, exhibitorId: own.id };
}

type LeadEb = ExpressionBuilder<Database & { l: Database["leads"] }, "l">;

function selectLeads(db: DB, stand: Stand) {
  return db
    .selectFrom("leads as l")
    .innerJoin("person_profiles as p", "p.id", "l.person_id")
    .select([
      "l.id",
      "l.exhibitor_id",
      "l.score",
      "l.note",
      "l.scanned_at",
      "l.scanned_by",
      "p.id as person_id",
      "p.name",
      "p.company",
      "p.job_title",
      "p.email",
      "p.country",
      "p.attendee_type",
      (eb: LeadEb) =>
        eb
          .selectFrom("person_profiles as r")
          .select("r.name")
          .whereRef("r.event_id", "=", "l.event_id")
          .whereRef("r.claimed_by", "=", "l.scanned_by")
          .orderBy("r.kind", "desc")
          .limit(1)
          .as("scanned_by_name"),
    ])
    .where("l.event_id", "=", stand.eventId)
    .where("l.exhibitor_id", "=", stand.exhibitorId);
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLeads>["executeTakeFirstOrThrow"]>>;

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    exhibitorId: row.exhibitor_id,
    person: {
      id: row.person_id,
      name: row.name,
      company: row.company,
      jobTitle: row.job_title,
      email: row.email,
      country: row.country,
      attendeeType: row.attendee_type,
    },
    score: row.score,
    note: row.note,
    scannedAt: row.scanned_at,
    scannedBy: { userId: row.scanned_by, name: row.scanned_by_name ?? "" },
  };
}

/** The stand's leads, newest first (at most `limit`). */
export async function standLeads(db: DB, stand: Stand, limit = 5000): Promise<Lead[]> {
  const rows = await selectLeads(db, stand).orderBy("l.scanned_at", "desc").orderBy("l.id").limit(limit).execute();
  return rows.map(toLead);
}

/** What the capture page shows before saving: the stand's lead for the person if there is one, else the person alone. */
export async function leadPreview(
  db: DB,
  options: { stand: Stand; personId: string },
): Promise<{ lead: Lead | null; person: LeadPerson }> {
  const row = await selectLeads(db, options.stand).where("l.person_id", "=", options.personId).executeTakeFirst();
  if (row) {
    const lead = toLead(row);
    return { lead, person: lead.person };
  }
  const p = await db
    .selectFrom("person_profiles")
    .select(["id", "name", "company", "job_title", "email", "country", "attendee_type"])
    .where("id", "=", options.personId)
    .where("event_id", "=", options.stand.eventId)
    .executeTakeFirstOrThrow();
  return {
    lead: null,
    person: {
      id: p.id,
      name: p.name,
      company: p.company,
      jobTitle: p.job_title,
      email: p.email,
      country: p.country,
      attendeeType: p.attendee_type,
    },
  };
}

/**
 * A badge scanned by a representative: the stand's lead for that person,
 * made (created: true) or found again, its score and note changed only when
 * given. 403 for a user who represents no exhibitor at the event, 404 for an
 * unknown or renewed code (or one of another event).
 */
export async function scanBadge(
  db: DB,
  options: { eventId: string; userId: string; input: unknown },
): Promise<{ lead: Lead; created: boolean }> {
  const input = scanSchema.parse(options.input);
  const stand = await scanningStand(db, {
    eventId: options.eventId,
    userId: options.userId,
    wanted: input.exhibitorId,
  });
  const id = randomUUID();
  const now = new Date().toISOString();
  const written = await db
    .insertInto("leads")
    .columns(["id", "event_id", "exhibitor_id", "person_id", "score", "note", "scanned_at", "scanned_by", "updated_at"])
    .expression(
      db
        .selectFrom("badges as b")
        .select([
          sql<string>`${id}`.as("id"),
          "b.event_id",
          sql<string>`${stand.exhibitorId}`.as("exhibitor_id"),
          "b.person_id",
          sql<string | null>`${input.score ?? null}`.as("score"),
          sql<string>`${input.note ?? ""}`.as("note"),
          sql<string>`${now}`.as("scanned_at"),
          sql<string>`${options.userId}`.as("scanned_by"),
          sql<string>`${now}`.as("updated_at"),
        ])
        .where("b.code", "=", input.code)
        .where("b.event_id", "=", options.eventId),
    )
    .onConflict((oc) =>
      oc.columns(["event_id", "exhibitor_id", "person_id"]).doUpdateSet((eb) => ({
        updated_at: eb.ref("excluded.updated_at"),
        ...(input.score ? { score: eb.ref("excluded.score") } : {}),
        ...(input.note !== undefined ? { note: eb.ref("excluded.note") } : {}),
      })),
    )
    .returning("id")
    .executeTakeFirst();
  if (!written) throw new AppError("not_found", LEAD_MESSAGES.badgeNotValid);
  const row = await selectLeads(db, stand).where("l.id", "=", written.id).executeTakeFirstOrThrow();
  return { lead: toLead(row), created: written.id === id };
}

/** A change of score or note of one of the stand's leads; 404 for another stand's. */
export async function changeLead(
  db: DB,
  options: { eventId: string; userId: string; leadId: string; input: unknown },
): Promise<Lead> {
  const input: LeadChange = leadChangeSchema.parse(options.input);
  const stand = await scanningStand(db, {
    eventId: options.eventId,
    userId: options.userId,
    wanted: input.exhibitorId,
  });
  const changes = {
    updated_at: new Date().toISOString(),
    ...(input.score !== undefined ? { score: input.score } : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
  };
  const updated = await db
    .updateTable("leads")
    .set(changes)
    .where("id", "=", options.leadId)
    .where("event_id", "=", stand.eventId)
    .where("exhibitor_id", "=", stand.exhibitorId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError("not_found", LEAD_MESSAGES.leadNotFound);
  const row = await selectLeads(db, stand).where("l.id", "=", options.leadId).executeTakeFirstOrThrow();
  return toLead(row);
}

/** The stands that scanned the user at the event, newest first: for "Scanned by" on their badge page. */
export async function scannedBy(
  db: DB,
  options: { eventId: string; userId: string },
): Promise<{ exhibitorName: string; scannedAt: string }[]> {
  return db
    .selectFrom("leads as l")
    .innerJoin("person_profiles as p", "p.id", "l.person_id")
    .innerJoin("exhibitors as e", "e.id", "l.exhibitor_id")
    .select(["e.name as exhibitorName", "l.scanned_at as scannedAt"])
    .where("l.event_id", "=", options.eventId)
    .where("p.event_id", "=", options.eventId)
    .where("p.claimed_by", "=", options.userId)
    .orderBy("l.scanned_at", "desc")
    .limit(500)
    .execute();
}

/** The event's or one exhibitor's leads counted, by score (the desk; the reports, scanned in a range of instants). */
export async function leadCounts(
  db: DB,
  options: { eventId: string; exhibitorId?: string; scannedFrom?: string; scannedBefore?: string },
): Promise<{ total: number; hot: number; warm: number; cold: number }> {
  const rows = await db
    .selectFrom("leads")
    .select(["score", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("event_id", "=", options.eventId)
    .$if(options.exhibitorId !== undefined, (q) => q.where("exhibitor_id", "=", options.exhibitorId ?? ""))
    .$if(options.scannedFrom !== undefined, (q) => q.where("scanned_at", ">=", options.scannedFrom ?? ""))
    .$if(options.scannedBefore !== undefined, (q) => q.where("scanned_at", "<", options.scannedBefore ?? ""))
    .groupBy("score")
    .execute();
  const counts = { total: 0, hot: 0, warm: 0, cold: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    counts.total += n;
    if (row.score) counts[row.score] += n;
  }
  return counts;
}
