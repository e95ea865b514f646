import { setTimeout as sleep } from "node:timers/promises";
import ICAL from "ical.js";
import { listOutbox, type OutboxEntry, type OutboxMessage, readOutboxMessage } from "../../../app/.server/email/mailer";
import { INBOX_DIR } from "./stack";

// The mail the app sent during the run, as the SMTP capture of the test stack
// stored it (tests/support/smtp-capture.ts), decoded by the app's own reader.

export interface MailQuery {
  /** The recipient's address; matched case-insensitively within the To header. */
  to: string;
  subject?: RegExp;
  /** Only messages received at or after this moment. */
  after?: Date;
  timeoutMs?: number;
}

/** The newest message that matches, waiting for it to arrive. */
export async function waitForMail({ to, subject, after, timeoutMs = 10_000 }: MailQuery): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entry = (await listOutbox(INBOX_DIR)).find(
      (e) =>
        e.to.toLowerCase().includes(to.toLowerCase()) &&
        (!subject || subject.test(e.subject)) &&
        (!after || receivedAt(e) >= after.getTime()),
    );
    if (entry) return readOutboxMessage(INBOX_DIR, entry.file);
    if (Date.now() > deadline) {
      const seen =
        (await listOutbox(INBOX_DIR)).map((e) => `  ${e.file} to ${e.to}: ${e.subject}`).join("\n") || "  (none)";
      throw new Error(
        `No mail to ${to}${subject ? ` matching ${subject}` : ""} within ${timeoutMs} ms. In ${INBOX_DIR}:\n${seen}`,
      );
    }
    await sleep(100);
  }
}

/** The first URL in the message's text part that matches `pattern`. */
export function linkFrom(message: Pick<OutboxMessage, "text" | "subject">, pattern: RegExp): string {
  // Trailing punctuation ends a sentence, not the link.
  const urls = (message.text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((url) => url.replace(/[.,;:!?)\]]+$/, ""));
  const url = urls.find((candidate) => pattern.test(candidate));
  if (!url) throw new Error(`No link matching ${pattern} in "${message.subject}". Links: ${urls.join(", ") || "none"}`);
  return url;
}

/** What a calendar client reads in an .ics: the object's method and its one event. */
export interface CalendarFile {
  filename: string;
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** DTSTART as an ISO instant. */
  start: string;
}

/**
 * The .ics file attached to a meeting e-mail, read by ical.js as a calendar
 * client would; it must be the same object as the message's text/calendar part.
 */
export function icsFileOf(message: OutboxMessage): CalendarFile {
  const files = message.attachments.filter((a) => a.filename.endsWith(".ics"));
  if (files.length !== 1) throw new Error(`"${message.subject}" has ${files.length} .ics attachments`);
  const [file] = files;
  if (file.content !== message.calendar?.content)
    throw new Error(`"${message.subject}": the .ics differs from its calendar part`);
  const vcalendar = new ICAL.Component(ICAL.parse(file.content));
  const vevent = vcalendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error(`"${message.subject}": the .ics has no event`);
  return {
    filename: file.filename,
    method: String(vcalendar.getFirstPropertyValue("method")),
    uid: String(vevent.getFirstPropertyValue("uid")),
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    status: String(vevent.getFirstPropertyValue("status")),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

// When the capture stored the message: the file name's millisecond stamp
// (20260501T101500.123Z-…), which is finer than the Date header's seconds.
function receivedAt(entry: OutboxEntry): number {
  const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2}(?:\.\d+)?)Z/.exec(entry.file);
  if (stamp) return Date.parse(`${stamp[1]}-${stamp[2]}-${stamp[3]}T${stamp[4]}:${stamp[5]}:${stamp[6]}Z`);
  return entry.date?.getTime() ?? 0;
}
