import type { DB } from "~/.server/db";
import { toBool } from "~/.server/db/dialect";
import type { PersonKind } from "~/.server/db/schema-accounts";
import { AppError } from "~/.server/errors";
import type { PrimaryRole } from "~/features/accounts/roles";
import { publishUserChange } from "~/features/my-pages/publish.server";
import { roleOfPerson } from "~/features/people/privacy";
import { tableNumber } from "../people/participants.server";
import { MEETING_MESSAGES } from "./meeting-messages";
import {
  availableActions,
  awaitingSide,
  type MeetingAction,
  type MeetingState,
  type MeetingStatus,
  meetingLabels,
  readStatus,
  type Side,
} from "./meeting-states";

// A meeting as one of its two people sees it, read with a query that names
// them: anyone else's meeting is "not found" (docs/CODE_STYLE.md,
// "Authorization lives in the query").

export interface MeetingPerson {
  id: string;
  name: string;
  company: string;
  jobTitle: string;
  role: PrimaryRole;
  profileImageUrl: string;
  tableNumber: string;
}

export interface Meeting {
  id: string;
  eventId: string;
  status: MeetingStatus | "unknown";
  /** A cancellation: by whom, and whether it was the partner declining the request. */
  cancelledBy: Side | null;
  declined: boolean;
  /** The reader's side. */
  mySide: Side;
  /** Whose answer the meeting waits for. */
  awaiting: Side | null;
  /** What the reader may do now (availableActions): the buttons of the meeting's page. */
  actions: MeetingAction[];
  /** Keys of locales/<lng>/meetings.json: the status from the reader's side and "Your response required". */
  labels: { status: string; responseRequired: string | null };
  requester: MeetingPerson;
  partner: MeetingPerson;
  /** The other person. */
  counterpart: MeetingPerson;
  /** The slot (UTC, ISO 8601); null while the time is left to the partner. */
  start: string | null;
  end: string | null;
  /** A pending reschedule. */
  proposal: { start: string; end: string; by: Side } | null;
  place: string;
  message: string;
  /** Raised by every change: the iCalendar SEQUENCE. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

export interface MeetingHistoryEntry {
  version: number;
  action: string;
  actorSide: Side;
  status: string;
  start: string | null;
  proposedStart: string | null;
  at: string;
}

export function meetingRows(db: DB) {
  return db
    .selectFrom("meetings as m")
    .innerJoin("person_profiles as rq", "rq.id", "m.requester_id")
    .innerJoin("person_profiles as pt", "pt.id", "m.partner_id")
    .leftJoin("registrations as rqr", "rqr.id", "rq.registration_id")
    .leftJoin("registrations as ptr", "ptr.id", "pt.registration_id")
    .selectAll("m")
    .select([
      "rq.name as rq_name",
      "rq.company as rq_company",
      "rq.job_title as rq_job_title",
      "rq.kind as rq_kind",
      "rq.profile_image_url as rq_image",
      "rq.table_number as rq_table",
      "rqr.table_number as rq_stand_table",
      "rq.claimed_by as rq_user",
      "pt.name as pt_name",
      "pt.company as pt_company",
      "pt.job_title as pt_job_title",
      "pt.kind as pt_kind",
      "pt.profile_image_url as pt_image",
      "pt.table_number as pt_table",
      "ptr.table_number as pt_stand_table",
      "pt.claimed_by as pt_user",
    ]);
}

/** The meetings of one participant at one event: every read of a meeting starts here. */
export function participantMeetingRows(db: DB, me: { eventId: string; personId: string }) {
  return meetingRows(db)
    .where("m.event_id", "=", me.eventId)
    .where((eb) => eb.or([eb("m.requester_id", "=", me.personId), eb("m.partner_id", "=", me.personId)]));
}

export type MeetingRow = Awaited<ReturnType<ReturnType<typeof meetingRows>["executeTakeFirstOrThrow"]>>;

/** The meeting's state for the transition function; an unknown stored status allows nothing. */
export function stateOfRow(row: MeetingRow): MeetingState | null {
  const status = readStatus(row.status);
  if (status === "unknown") return null;
  return {
    status,
    hasSlot: row.slot_start !== null,
    proposedBy: row.proposed_by,
    resumes: row.resumes_status,
    cancelledBy: row.cancelled_by,
    declined: toBool(row.declined),
  };
}

function person(row: MeetingRow, side: "rq" | "pt"): MeetingPerson {
  const kind = row[`${side}_kind`] as PersonKind;
  return {
    id: side === "rq" ? row.requester_id : row.partner_id,
    name: row[`${side}_name`],
    company: row[`${side}_company`],
    jobTitle: row[`${side}_job_title`],
    role: roleOfPerson(kind),
    profileImageUrl: row[`${side}_image`],
    tableNumber: tableNumber(kind, row[`${side}_table`], row[`${side}_stand_table`]),
  };
}

/** The meeting as `viewer`'s side sees it. */
export function toMeeting(row: MeetingRow, viewer: Side): Meeting {
  const status = readStatus(row.status);
  const state = {
    status,
    hasSlot: row.slot_start !== null,
    proposedBy: row.proposed_by,
    resumes: row.resumes_status,
    cancelledBy: row.cancelled_by,
    declined: toBool(row.declined),
  };
  const requester = person(row, "rq");
  const partner = person(row, "pt");
  return {
    id: row.id,
    eventId: row.event_id,
    status,
    cancelledBy: row.cancelled_by,
    declined: state.declined,
    mySide: viewer,
    awaiting: status === "unknown" ? null : awaitingSide(state as MeetingState),
    actions: availableActions(stateOfRow(row), viewer),
    labels: meetingLabels(state, viewer),
    requester,
    partner,
    counterpart: viewer === "requester" ? partner : requester,
    start: row.slot_start,
    end: row.slot_end,
    proposal:
      row.proposed_start && row.proposed_end && row.proposed_by
        ? { start: row.proposed_start, end: row.proposed_end, by: row.proposed_by }
        : null,
    place: row.place,
    message: row.message,
    sequence: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function sideOf(row: { requester_id: string }, personId: string): Side {
  return row.requester_id === personId ? "requester" : "partner";
}

/** One of the participant's meetings, or not_found (anyone else's included). */
export async function findMeetingRow(db: DB, me: { eventId: string; personId: string }, meetingId: string) {
  const row = await participantMeetingRows(db, me).where("m.id", "=", meetingId).executeTakeFirst();
  if (!row) throw new AppError("not_found", MEETING_MESSAGES.meetingNotFound);
  return row;
}

/**
 * Tells both people's open pages that a meeting changed, each with the
 * meeting from their own side. Called after the commit; an unclaimed
 * person has no user to tell.
 */
export async function publishMeetingChange(db: DB, meetingId: string): Promise<void> {
  const row = await meetingRows(db).where("m.id", "=", meetingId).executeTakeFirst();
  if (!row) return;
  for (const [userId, side] of [
    [row.rq_user, "requester"],
    [row.pt_user, "partner"],
  ] as const) {
    if (userId) {
      await publishUserChange({ userId, eventId: row.event_id, resource: "meetings", set: [toMeeting(row, side)] });
    }
  }
}
