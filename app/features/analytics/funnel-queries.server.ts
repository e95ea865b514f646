import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { toBool } from "~/.server/db/dialect";
import type { SampleRequestStatus } from "~/.server/db/schema-my-catalogue";
import { type ReportScope, rangeInstants } from "./report-queries.server";

// What became of the meetings and the sample requests made in a report's
// range (issue 16), counted by the database and grouped by where each one
// stands now. Meetings: docs/product/meetings.md (a declined request is a
// cancellation by the partner, kept apart here as on the meetings page).

export interface MeetingFunnel {
  /** Every meeting requested in the range. */
  requested: number;
  /** Confirmed (a confirmed meeting with a new time proposed counts here too). */
  confirmed: number;
  /** Still waiting for an answer: requested, or a new time proposed before the first confirmation. */
  open: number;
  declined: number;
  cancelled: number;
}

/**
 * The meetings requested in the range: the event's, or those of the
 * exhibitor's representatives (either side), each counted once.
 */
export async function meetingFunnel(db: DB, scope: ReportScope): Promise<MeetingFunnel> {
  const { start, end } = await rangeInstants(db, scope);
  const representatives = db
    .selectFrom("person_profiles as p")
    .innerJoin("registration_exhibitors as re", "re.registration_id", "p.registration_id")
    .select("p.id")
    .where("p.event_id", "=", scope.eventId)
    .where("p.kind", "=", "representative")
    .where("re.event_id", "=", scope.eventId)
    .where("re.exhibitor_id", "=", scope.exhibitorId ?? "");
  const rows = await db
    .selectFrom("meetings")
    .select(["status", "declined", "resumes_status", sql<number | string>`count(*)`.as("n")])
    .where("event_id", "=", scope.eventId)
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .$if(scope.exhibitorId !== undefined, (q) =>
      q.where((eb) => eb.or([eb("requester_id", "in", representatives), eb("partner_id", "in", representatives)])),
    )
    .groupBy(["status", "declined", "resumes_status"])
    .execute();
  const funnel: MeetingFunnel = { requested: 0, confirmed: 0, open: 0, declined: 0, cancelled: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    funnel.requested += n;
    if (row.status === "cancelled") funnel[toBool(row.declined) ? "declined" : "cancelled"] += n;
    else if (row.status === "confirmed" || (row.status === "rescheduled" && row.resumes_status === "confirmed"))
      funnel.confirmed += n;
    else funnel.open += n;
  }
  return funnel;
}

export type SampleFunnel = { requested: number } & Record<SampleRequestStatus, number>;

/** The sample requests made in the range (one per exhibitor's part of a cart), by how the exhibitor handled them. */
export async function sampleFunnel(db: DB, scope: ReportScope): Promise<SampleFunnel> {
  const { start, end } = await rangeInstants(db, scope);
  const rows = await db
    .selectFrom("sample_requests")
    .select(["status", sql<number | string>`count(*)`.as("n")])
    .where("event_id", "=", scope.eventId)
    .$if(scope.exhibitorId !== undefined, (q) => q.where("exhibitor_id", "=", scope.exhibitorId ?? ""))
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .groupBy("status")
    .execute();
  const funnel: SampleFunnel = { requested: 0, open: 0, sent: 0, declined: 0 };
  for (const row of rows) {
    funnel.requested += Number(row.n);
    funnel[row.status] += Number(row.n);
  }
  return funnel;
}
