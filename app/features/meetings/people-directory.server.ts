import { sql } from "kysely";
import { z } from "zod";
import type { DB } from "~/.server/db";
import { containsText, dialectOf } from "~/.server/db/dialect";
import type { PersonKind } from "~/.server/db/schema-accounts";
import { AppError } from "~/.server/errors";
import type { PrimaryRole } from "~/features/accounts/roles";
import { storedChoices, tableNumber } from "~/features/people/participants.server";
import { privacyOf, roleOfPerson, type Viewer } from "~/features/people/privacy";
import { type Eb, visibleToRole } from "~/features/people/visibility.server";
import { MEETING_MESSAGES } from "./meeting-messages";
import { meetingRequestRefusal } from "./meeting-rules";

// The people directory (docs/product/meetings.md): the event's attendees and
// representatives the viewer may see, searched and filtered in the database
// and paginated, so it stays fast at 10,000 people. Who may see whom is the
// rule of app/features/people/privacy.ts written as SQL (people/visibility.server.ts): a claimed person by the roles in
// their profile, an unclaimed one by their kind's defaults.

const optionalText = (max: number) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.string().trim().min(1).max(max).optional());

export const directoryQuerySchema = z.object({
  q: z.string().trim().max(100).default(""),
  role: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["REPRESENTATIVE", "VISITOR"]).optional()),
  attendeeType: optionalText(100),
  country: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  ),
  company: optionalText(200),
  exhibitorId: optionalText(64),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
/** The query as the API's search parameters give it: text, "" for an unused filter. */
export interface DirectoryQuery {
  q?: string;
  role?: PrimaryRole | "";
  attendeeType?: string;
  country?: string;
  company?: string;
  exhibitorId?: string;
  page?: number | string;
  pageSize?: number | string;
}

export interface DirectoryPerson {
  id: string;
  name: string;
  company: string;
  jobTitle: string;
  role: PrimaryRole;
  attendeeType: string;
  country: string;
  profileImageUrl: string;
  /** A representative's table (their own, else their stand's); "" for attendees. */
  tableNumber: string;
  /** A representative's stand: its registration and exhibitors. */
  stand: { registrationId: string; name: string; exhibitors: { id: string; name: string }[] } | null;
  /** The viewer may ask this person for a meeting. */
  mayRequestMeeting: boolean;
  /** Whether the viewer may write to them (chat is always on; docs/product/chat.md): they accept chats from the viewer's role. */
  mayChat: boolean;
}

const KIND_OF_ROLE: Record<PrimaryRole, PersonKind> = { REPRESENTATIVE: "representative", VISITOR: "attendee" };

/** The people of the event the viewer may see, without themselves, narrowed by the query. */
function visiblePeople(
  db: DB,
  options: { eventId: string; viewer: Viewer; query: z.output<typeof directoryQuerySchema> },
) {
  const { eventId, viewer, query } = options;
  let select = db
    .selectFrom("person_profiles as p")
    .leftJoin("user_profiles as u", (join) =>
      join.onRef("u.event_id", "=", "p.event_id").onRef("u.user_id", "=", "p.claimed_by"),
    )
    .where("p.event_id", "=", eventId)
    .where(visibleToRole(dialectOf(db), viewer.role));
  if (viewer.personId) select = select.where("p.id", "!=", viewer.personId);
  for (const term of query.q.split(/\s+/).filter(Boolean).slice(0, 6)) {
    select = select.where((eb: Eb) =>
      eb.or([
        containsText(eb.ref("p.name"), term),
        containsText(eb.ref("p.company"), term),
        containsText(eb.ref("p.job_title"), term),
        eb("p.country", "=", term.toUpperCase()),
      ]),
    );
  }
  if (query.role) select = select.where("p.kind", "=", KIND_OF_ROLE[query.role]);
  if (query.attendeeType) select = select.where("p.attendee_type", "=", query.attendeeType);
  if (query.country) select = select.where("p.country", "=", query.country);
  if (query.company) select = select.where(sql<string>`lower(p.company)`, "=", query.company.toLowerCase());
  if (query.exhibitorId) {
    const exhibitorId = query.exhibitorId;
    select = select.where("p.registration_id", "in", (eb) =>
      eb
        .selectFrom("registration_exhibitors")
        .select("registration_id")
        .where("event_id", "=", eventId)
        .where("exhibitor_id", "=", exhibitorId),
    );
  }
  return select;
}

async function standsOf(db: DB, registrationIds: string[]) {
  const stands = new Map<string, NonNullable<DirectoryPerson["stand"]>>();
  if (registrationIds.length === 0) return stands;
  const [registrations, members] = await Promise.all([
    db.selectFrom("registrations").select(["id", "name"]).where("id", "in", registrationIds).execute(),
    db
      .selectFrom("registration_exhibitors as re")
      .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
      .select(["re.registration_id", "e.id", "e.name"])
      .where("re.registration_id", "in", registrationIds)
      .orderBy("re.sort_number")
      .orderBy("e.name")
      .execute(),
  ]);
  for (const registration of registrations) {
    const exhibitors = members
      .filter((m) => m.registration_id === registration.id)
      .map((m) => ({ id: m.id, name: m.name }));
    const name = registration.name || exhibitors.map((e) => e.name).join(", ");
    stands.set(registration.id, { registrationId: registration.id, name, exhibitors });
  }
  return stands;
}

type VisiblePeople = ReturnType<typeof visiblePeople>;

/** The columns a directory entry is made of. */
function entryRows(people: VisiblePeople) {
  return people
    .leftJoin("registrations as r", "r.id", "p.registration_id")
    .select([
      "p.id",
      "p.kind",
      "p.name",
      "p.company",
      "p.job_title",
      "p.attendee_type",
      "p.country",
      "p.profile_image_url",
      "p.table_number",
      "p.registration_id",
      "p.discoverable",
      "r.table_number as stand_table",
      "u.data",
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>["execute"]>>[number];

/** Directory entries: only what the directory shows, and whether the viewer may ask for a meeting. */
async function toEntries(db: DB, rows: EntryRow[], viewer: Viewer): Promise<DirectoryPerson[]> {
  const stands = await standsOf(db, [...new Set(rows.map((row) => row.registration_id).filter((id) => id !== null))]);
  const requester =
    viewer.personId && viewer.role !== "ANONYMOUS" ? { id: viewer.personId, kind: KIND_OF_ROLE[viewer.role] } : null;
  return rows.map((row) => {
    const privacy = privacyOf({ kind: row.kind, discoverable: true }, storedChoices(row.data));
    return {
      id: row.id,
      name: row.name,
      company: row.company,
      jobTitle: row.job_title,
      role: roleOfPerson(row.kind),
      attendeeType: row.attendee_type,
      country: row.country,
      profileImageUrl: row.profile_image_url,
      tableNumber: tableNumber(row.kind, row.table_number, row.stand_table),
      stand: row.kind === "representative" && row.registration_id ? (stands.get(row.registration_id) ?? null) : null,
      mayRequestMeeting: !!requester && meetingRequestRefusal(requester, { id: row.id, privacy }) === null,
      // Listed means visible to the viewer: what is left is whether they accept chats from the viewer's role.
      mayChat:
        !!requester && requester.id !== row.id && privacy.acceptsChatsFrom.includes(roleOfPerson(requester.kind)),
    };
  });
}

/**
 * One page of the people the viewer may see, by name, with the total. Each
 * entry carries only what the directory shows (contact details never: see
 * contactDetails) and whether the viewer may ask them for a meeting.
 */
export async function searchPeople(
  db: DB,
  options: { eventId: string; viewer: Viewer; query?: DirectoryQuery },
): Promise<{ people: DirectoryPerson[]; total: number; page: number; pageSize: number }> {
  const query = directoryQuerySchema.parse(options.query ?? {});
  const people = visiblePeople(db, { eventId: options.eventId, viewer: options.viewer, query });
  const [count, rows] = await Promise.all([
    people.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    entryRows(people)
      .orderBy(sql`lower(p.name)`)
      .orderBy("p.id")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
    people: await toEntries(db, rows, options.viewer),
  };
}

/** One person's directory entry, if the viewer may see them in the directory; else not found. */
export async function directoryPerson(
  db: DB,
  options: { eventId: string; viewer: Viewer; personId: string },
): Promise<DirectoryPerson> {
  const people = visiblePeople(db, { ...options, query: directoryQuerySchema.parse({}) });
  const rows = await entryRows(people).where("p.id", "=", options.personId).execute();
  if (rows.length === 0) throw new AppError("not_found", MEETING_MESSAGES.personNotFound);
  return (await toEntries(db, rows, options.viewer))[0];
}

/** The values the directory's filters offer, with how many visible people have each. */
export async function directoryFilters(
  db: DB,
  options: { eventId: string; viewer: Viewer },
): Promise<Record<"attendeeType" | "country" | "company", { value: string; count: number }[]>> {
  const everyone = visiblePeople(db, { ...options, query: directoryQuerySchema.parse({}) });
  const facet = async (column: "p.attendee_type" | "p.country" | "p.company") => {
    const rows = await everyone
      .select([`${column} as value`, (eb) => eb.fn.countAll<number>().as("n")])
      .where(column, "!=", "")
      .groupBy(column)
      .orderBy(column)
      .execute();
    return rows.map((row) => ({ value: row.value, count: Number(row.n) }));
  };
  const [attendeeType, country, company] = await Promise.all([
    facet("p.attendee_type"),
    facet("p.country"),
    facet("p.company"),
  ]);
  return { attendeeType, country, company };
}
