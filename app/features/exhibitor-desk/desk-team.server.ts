import type { DB } from "~/.server/db";
import type { SlotHoldKind } from "~/.server/db/schema-meetings";
import { loadMeetingEvent } from "~/features/meetings/meeting-event.server";
import { type Meeting, meetingRows, sideOf, toMeeting } from "~/features/meetings/meeting-views.server";
import { calendarSlots, utcToWallClock } from "~/features/meetings/slots";

// The stand's team at the exhibitor's desk (docs/product/exhibitor-desk.md):
// every representative of the exhibitor's registration, the meetings any of
// them has (each seen from the team member's side, so "Your response
// required" means the team's), and their schedule side by side, one day at a
// time, slot by slot.

export interface TeamMember {
  id: string;
  name: string;
  jobTitle: string;
  /** Signed in and claimed: they can answer requests themselves. */
  claimed: boolean;
}

export interface TeamMeeting extends Meeting {
  /** The team member whose meeting it is. */
  member: { id: string; name: string };
}

/** The exhibitor's representatives at the event, by name. */
export async function teamMembers(db: DB, options: { eventId: string; exhibitorId: string }): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom("person_profiles as p")
    .innerJoin("registration_exhibitors as re", "re.registration_id", "p.registration_id")
    .select(["p.id", "p.name", "p.job_title", "p.claimed_by"])
    .where("p.event_id", "=", options.eventId)
    .where("p.kind", "=", "representative")
    .where("re.event_id", "=", options.eventId)
    .where("re.exhibitor_id", "=", options.exhibitorId)
    .orderBy("p.sort_number")
    .orderBy("p.name")
    .orderBy("p.id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, jobTitle: row.job_title, claimed: row.claimed_by !== null }));
}

/** Every meeting of the team at the event, by time (those without a time last), then by when they were asked. */
export async function teamMeetings(
  db: DB,
  options: { eventId: string; members: TeamMember[] },
): Promise<TeamMeeting[]> {
  const ids = options.members.map((member) => member.id);
  if (ids.length === 0) return [];
  const names = new Map(options.members.map((member) => [member.id, member.name]));
  const rows = await meetingRows(db)
    .where("m.event_id", "=", options.eventId)
    .where((eb) => eb.or([eb("m.requester_id", "in", ids), eb("m.partner_id", "in", ids)]))
    .execute();
  return rows
    .map((row) => {
      const memberId = names.has(row.requester_id) ? row.requester_id : row.partner_id;
      return {
        ...toMeeting(row, sideOf(row, memberId)),
        member: { id: memberId, name: names.get(memberId) ?? "" },
      };
    })
    .sort(
      (a, b) =>
        (a.start ?? "9999").localeCompare(b.start ?? "9999") ||
        a.createdAt.localeCompare(b.createdAt) ||
        a.id.localeCompare(b.id),
    );
}

export interface TeamCell {
  kind: SlotHoldKind;
  meetingId: string | null;
  /** Who the meeting is with, from the team member's side. */
  with: string;
}

export interface TeamScheduleDay {
  timeZone: string;
  /** The fair's meeting days; `date` is one of them. */
  days: readonly string[];
  date: string;
  /** Each slot of the day, with what holds it for each member (by member id; free when absent). */
  slots: { start: string; end: string; cells: Record<string, TeamCell> }[];
}

/**
 * The team's slots on one meeting day (the first when `date` is not one):
 * meetings, proposed reschedules and blocked time, read from the slot holds
 * that keep "one meeting per slot" true, so it shows exactly what booking sees.
 */
export async function teamSchedule(
  db: DB,
  options: { eventId: string; members: TeamMember[]; date?: string },
): Promise<TeamScheduleDay> {
  const event = await loadMeetingEvent(db, options.eventId);
  const days = event.calendar.days;
  const date = options.date && days.includes(options.date) ? options.date : (days[0] ?? "");
  const slots = calendarSlots(event.calendar).filter(
    (slot) => utcToWallClock(slot.start, event.timeZone).date === date,
  );
  const ids = options.members.map((member) => member.id);
  const cells = new Map<string, Record<string, TeamCell>>();
  if (ids.length > 0 && slots.length > 0) {
    const holds = await db
      .selectFrom("slot_holds as h")
      .leftJoin("meetings as m", "m.id", "h.meeting_id")
      .leftJoin("person_profiles as rq", "rq.id", "m.requester_id")
      .leftJoin("person_profiles as pt", "pt.id", "m.partner_id")
      .select([
        "h.person_id",
        "h.slot_start",
        "h.kind",
        "h.meeting_id",
        "m.requester_id",
        "rq.name as rq",
        "pt.name as pt",
      ])
      .where("h.event_id", "=", options.eventId)
      .where("h.person_id", "in", ids)
      .where("h.slot_start", ">=", slots[0].start)
      .where("h.slot_start", "<=", slots[slots.length - 1].start)
      .execute();
    for (const hold of holds) {
      const row = cells.get(hold.slot_start) ?? {};
      row[hold.person_id] = {
        kind: hold.kind,
        meetingId: hold.meeting_id,
        with: hold.meeting_id ? ((hold.requester_id === hold.person_id ? hold.pt : hold.rq) ?? "") : "",
      };
      cells.set(hold.slot_start, row);
    }
  }
  return {
    timeZone: event.timeZone,
    days,
    date,
    slots: slots.map((slot) => ({ start: slot.start, end: slot.end, cells: cells.get(slot.start) ?? {} })),
  };
}
