import type { Selectable } from "kysely";
import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { dialectOf, fromBool, isUniqueViolation, toBool } from "~/.server/db/dialect";
import { nextVersion } from "~/.server/db/next-version";
import type { PersonProfilesTable } from "~/.server/db/schema-accounts";
import { AppError } from "~/.server/errors";
import { leaveAttendee, leaveRepresentative } from "~/features/accounts/claimant-profile.server";
import { createPersonProfile } from "~/features/accounts/person-import.server";
import { recordHistory } from "~/features/catalogue/catalogue-writes.server";
import { diffFields, type FieldChange } from "~/features/catalogue/history";
import { publishUserChange } from "~/features/my-pages/publish.server";
import type { AuditActor } from "~/lib/audit-actions";
import { isLocale, type Locale } from "~/lib/locales";
import { ORGANIZER_PERSON_FIELDS, PERSON_MESSAGES, type PersonFormValues } from "./person-form";

// The console's people (docs/product/site-settings.md "People"): add one,
// change one, remove one, record an invitation to claim. Each write is one
// transaction with its history and its audit entry; the database holds the
// rules (one address per role at an event, a change only against the
// version the form showed).

export interface ConsolePerson extends PersonFormValues {
  id: string;
  claimedBy: string | null;
  claimedByEmail: string | null;
  claimedAt: string | null;
  invitedAt: string | null;
  invitedLocale: Locale | null;
  /** The language of the person's meeting e-mails, when they chose one. */
  locale: Locale | null;
  /** The version the edit form carries back. */
  updatedAt: string;
}

function toConsolePerson(row: Selectable<PersonProfilesTable> & { claimant: string | null }): ConsolePerson {
  return {
    id: row.id,
    kind: row.kind,
    registrationId: row.registration_id,
    name: row.name,
    email: row.email,
    company: row.company,
    jobTitle: row.job_title,
    telephone: row.telephone,
    country: row.country,
    attendeeType: row.attendee_type,
    tableNumber: row.table_number,
    discoverable: toBool(row.discoverable),
    claimedBy: row.claimed_by,
    claimedByEmail: row.claimant,
    claimedAt: row.claimed_at,
    invitedAt: row.invited_at,
    invitedLocale: isLocale(row.invited_locale) ? row.invited_locale : null,
    locale: isLocale(row.locale) ? row.locale : null,
    updatedAt: row.updated_at,
  };
}

/** One person of the event as the console shows it; another event's is not found. */
export async function getConsolePerson(
  db: DB,
  options: { eventId: string; personId: string },
): Promise<ConsolePerson | null> {
  const row = await db
    .selectFrom("person_profiles as p")
    .leftJoin("auth_users as u", "u.id", "p.claimed_by")
    .selectAll("p")
    .select("u.email as claimant")
    .where("p.id", "=", options.personId)
    .where("p.event_id", "=", options.eventId)
    .executeTakeFirst();
  return row ? toConsolePerson(row) : null;
}

/** The event's exhibitor registrations a representative can belong to, by name. */
export async function registrationChoices(db: DB, eventId: string): Promise<{ id: string; label: string }[]> {
  const rows = await db
    .selectFrom("registrations as r")
    .leftJoin("registration_exhibitors as re", "re.registration_id", "r.id")
    .leftJoin("exhibitors as e", "e.id", "re.exhibitor_id")
    .select((eb) => ["r.id", "r.name", eb.fn.min("e.name").as("exhibitor")])
    .where("r.event_id", "=", eventId)
    .groupBy(["r.id", "r.name"])
    .execute();
  return rows
    .map((row) => ({ id: row.id, label: row.name || row.exhibitor || row.id }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function historyActor(actor: AuditActor): string {
  return "userId" in actor ? actor.userId : actor.tool;
}

/** What the organizer decides keeps its values in the history; a person's own details are recorded without them. */
function withoutPersonalValues(changes: FieldChange[]): FieldChange[] {
  const kept = new Set<string>(["kind", ...ORGANIZER_PERSON_FIELDS]);
  return changes.map((c) => (kept.has(c.field) ? c : { ...c, oldValue: null, newValue: null }));
}

function emailTaken(): AppError {
  return new AppError("conflict", PERSON_MESSAGES.emailTaken, { field: "email" });
}

/** Adds a person to the event; an address the event has for this role already is refused by the database. */
export async function addPerson(
  db: DB,
  options: { eventId: string; values: PersonFormValues; actor: AuditActor },
): Promise<{ id: string }> {
  const { eventId, values, actor } = options;
  try {
    return await db.transaction().execute(async (trx) => {
      const person = await createPersonProfile(trx, {
        eventId,
        person: { ...values, registrationId: values.registrationId ?? undefined },
      });
      await recordHistory(
        trx,
        { entityType: "person", entityId: person.id, eventId, actor: historyActor(actor) },
        withoutPersonalValues(diffFields({}, { ...values })),
      );
      await recordAudit(trx, {
        eventId,
        actor,
        action: "person.added",
        subject: values.email || values.name,
        details: { personId: person.id, name: values.name, kind: values.kind },
      });
      return { id: person.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Changes a person, against the version the form showed (`base`): a change
 * someone made meanwhile is a conflict, never overwritten. Once the entry is
 * claimed, its personal details are its owner's: only the organizer's
 * fields change.
 */
export async function changePerson(
  db: DB,
  options: { eventId: string; personId: string; base: string; values: PersonFormValues; actor: AuditActor },
): Promise<{ changed: string[] }> {
  const { eventId, personId, actor } = options;
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await getConsolePerson(trx, { eventId, personId });
      if (!before) throw new AppError("not_found", "Person not found");
      const wanted: Partial<PersonFormValues> = before.claimedBy
        ? Object.fromEntries(
            ORGANIZER_PERSON_FIELDS.filter((f) => f !== "registrationId" || before.kind === "representative").map(
              (f) => [f, options.values[f]],
            ),
          )
        : options.values;
      const changes = diffFields({ ...before }, { ...wanted });
      if (changes.length === 0) return { changed: [] };
      const next = { ...before, ...wanted };
      const result = await trx
        .updateTable("person_profiles")
        .set({
          kind: next.kind,
          registration_id: next.kind === "representative" ? next.registrationId : null,
          name: next.name,
          email: next.email,
          company: next.company,
          job_title: next.jobTitle,
          telephone: next.telephone,
          country: next.country,
          attendee_type: next.attendeeType,
          table_number: next.tableNumber,
          discoverable: fromBool(dialectOf(trx), next.discoverable),
          updated_at: nextVersion(trx),
        })
        .where("id", "=", personId)
        .where("event_id", "=", eventId)
        .where("updated_at", "=", options.base)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError("conflict", PERSON_MESSAGES.changed);
      await recordHistory(
        trx,
        { entityType: "person", entityId: personId, eventId, actor: historyActor(actor) },
        withoutPersonalValues(changes),
      );
      const changed = changes.map((c) => c.field);
      await recordAudit(trx, {
        eventId,
        actor,
        action: "person.changed",
        subject: next.email || next.name,
        details: { personId, fields: changed },
      });
      return { changed };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Removes a person from the event. A claimant keeps their account and is a
 * visitor of the event again; the person's meetings go with them (a meeting
 * is one row with its two people, docs/product/meetings.md), and the other
 * side's open pages hear it.
 */
export async function removePerson(
  db: DB,
  options: { eventId: string; personId: string; actor: AuditActor },
): Promise<{ name: string }> {
  const { eventId, personId, actor } = options;
  const { name, notify } = await db.transaction().execute(async (trx) => {
    const meetings = await trx
      .selectFrom("meetings")
      .select(["requester_id", "partner_id"])
      .where("event_id", "=", eventId)
      .where((eb) => eb.or([eb("requester_id", "=", personId), eb("partner_id", "=", personId)]))
      .execute();
    const others = [...new Set(meetings.map((m) => (m.requester_id === personId ? m.partner_id : m.requester_id)))];
    const partners = others.length
      ? await trx
          .selectFrom("person_profiles")
          .select("claimed_by")
          .where("id", "in", others)
          .where("claimed_by", "is not", null)
          .execute()
      : [];
    const removed = await trx
      .deleteFrom("person_profiles")
      .where("id", "=", personId)
      .where("event_id", "=", eventId)
      .returning(["name", "email", "kind", "claimed_by"])
      .executeTakeFirst();
    if (!removed) throw new AppError("not_found", "Person not found");
    if (removed.claimed_by) {
      const leave = { eventId, userId: removed.claimed_by, personId };
      if (removed.kind === "representative") await leaveRepresentative(trx, { ...leave, keepAsAttendee: false });
      else await leaveAttendee(trx, leave);
    }
    await recordHistory(trx, { entityType: "person", entityId: personId, eventId, actor: historyActor(actor) }, [
      { kind: "unset", field: "*" },
    ]);
    await recordAudit(trx, {
      eventId,
      actor,
      action: "person.removed",
      subject: removed.email || removed.name,
      details: { personId, name: removed.name, kind: removed.kind, claimed: removed.claimed_by !== null },
    });
    const users = new Set(partners.map((p) => p.claimed_by!));
    if (removed.claimed_by) users.add(removed.claimed_by);
    return { name: removed.name, notify: [...users] };
  });
  for (const userId of notify) await publishUserChange({ userId, eventId, resource: "meetings", reload: true });
  return { name };
}

/**
 * Records that the person was invited to claim their entry, in `locale`;
 * returns when they were invited before (null the first time).
 */
export async function recordInvitation(
  db: DB,
  options: { eventId: string; personId: string; locale: Locale; actor: AuditActor; at?: string },
): Promise<{ previous: string | null }> {
  const at = options.at ?? new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("person_profiles")
      .select(["invited_at", "email", "name"])
      .where("id", "=", options.personId)
      .where("event_id", "=", options.eventId)
      .executeTakeFirst();
    if (!before) throw new AppError("not_found", "Person not found");
    await trx
      .updateTable("person_profiles")
      .set({ invited_at: at, invited_locale: options.locale })
      .where("id", "=", options.personId)
      .where("event_id", "=", options.eventId)
      .execute();
    await recordAudit(trx, {
      eventId: options.eventId,
      actor: options.actor,
      action: "person.invited",
      subject: before.email || before.name,
      details: { personId: options.personId, language: options.locale, again: before.invited_at !== null },
      at,
    });
    return { previous: before.invited_at };
  });
}

/** How many people of the event "Invite all not yet claimed" sends to per click. */
export const INVITE_BATCH = 25;

/**
 * The next people "Invite all not yet claimed" writes to: not claimed, with
 * an address, never invited; at most `limit`, oldest first. Also how many
 * such people there are in all.
 */
export async function peopleToInvite(
  db: DB,
  options: { eventId: string; limit: number },
): Promise<{ people: ConsolePerson[]; total: number }> {
  const base = db
    .selectFrom("person_profiles as p")
    .where("p.event_id", "=", options.eventId)
    .where("p.claimed_by", "is", null)
    .where("p.invited_at", "is", null)
    .where("p.email", "<>", "");
  const [rows, count] = await Promise.all([
    base
      .leftJoin("auth_users as u", "u.id", "p.claimed_by")
      .selectAll("p")
      .select("u.email as claimant")
      .orderBy("p.created_at")
      .orderBy("p.id")
      .limit(options.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { people: rows.map(toConsolePerson), total: Number(count.n) };
}
