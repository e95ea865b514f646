import { recordAudit } from "~/.server/audit/audit-log";
import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import type { AuditActor } from "~/lib/audit-actions";
import { COMMON_MESSAGES } from "~/lib/messages";

// What the organizers see of reported conversations (docs/product/chat.md
// "Block and report"): who reported whom, why, and the conversation as it
// was when reported (its last 100 messages up to then); open reports first.
// Marking one handled is a conditional write with its audit entry.

/** Messages of the conversation shown with a report: the last ones before it was made. */
export const REPORT_TRANSCRIPT = 100;

export interface ChatReportView {
  id: string;
  reporter: string;
  reported: string;
  reason: string;
  createdAt: string;
  handledAt: string | null;
  messages: { seq: number; sender: string; body: string; sentAt: string }[];
}

export async function listChatReports(
  db: DB,
  options: { eventId: string; handled: boolean; limit?: number },
): Promise<ChatReportView[]> {
  let query = db
    .selectFrom("chat_reports as r")
    .innerJoin("person_profiles as reporter", "reporter.id", "r.reporter_id")
    .innerJoin("person_profiles as reported", "reported.id", "r.reported_id")
    .select([
      "r.id",
      "r.conversation_id",
      "r.last_seq",
      "r.reason",
      "r.created_at",
      "r.handled_at",
      "r.reporter_id",
      "reporter.name as reporter_name",
      "reported.name as reported_name",
    ])
    .where("r.event_id", "=", options.eventId)
    .orderBy("r.created_at", "desc")
    .limit(options.limit ?? 50);
  query = options.handled ? query.where("r.handled_at", "is not", null) : query.where("r.handled_at", "is", null);
  const reports = await query.execute();
  return Promise.all(
    reports.map(async (report) => {
      const messages = await db
        .selectFrom("chat_messages")
        .select(["seq", "sender_id", "body", "created_at"])
        .where("conversation_id", "=", report.conversation_id)
        .where("seq", "<=", report.last_seq)
        .orderBy("seq", "desc")
        .limit(REPORT_TRANSCRIPT)
        .execute();
      return {
        id: report.id,
        reporter: report.reporter_name,
        reported: report.reported_name,
        reason: report.reason,
        createdAt: report.created_at,
        handledAt: report.handled_at,
        messages: messages.reverse().map((m) => ({
          seq: Number(m.seq),
          sender: m.sender_id === report.reporter_id ? report.reporter_name : report.reported_name,
          body: m.body,
          sentAt: m.created_at,
        })),
      };
    }),
  );
}

/** Marks an open report handled; a report already handled (by another organizer) is "not found". */
export async function handleChatReport(
  db: DB,
  options: { eventId: string; reportId: string; audit: AuditActor; now?: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const handled = await trx
      .updateTable("chat_reports")
      .set({ handled_at: (options.now ?? new Date()).toISOString() })
      .where("id", "=", options.reportId)
      .where("event_id", "=", options.eventId)
      .where("handled_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!handled) throw new AppError("not_found", COMMON_MESSAGES.not_found);
    await recordAudit(trx, {
      eventId: options.eventId,
      actor: options.audit,
      action: "chat.reportHandled",
      subject: options.reportId,
    });
  });
}
