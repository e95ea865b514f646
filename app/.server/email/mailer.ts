import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { AppError } from "../errors";

// Email delivery. With SMTP_URL set, messages go to that server through a
// pooled connection; without it they are written as .eml files to the outbox
// directory, which the development mailbox page reads back. Both paths build
// the message with nodemailer, so the outbox holds exactly the MIME a real
// server would have received.

export interface MailerOptions {
  /** e.g. smtp://user:pass@mail.example.com:587; TLS options may go in its query string. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** An iCalendar object (an invitation or a cancellation), sent as calendar clients expect it. */
  calendar?: CalendarPart;
}

export interface CalendarPart {
  /** The iTIP method the object carries (its METHOD line); repeated in the part's Content-Type. */
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  /** The whole VCALENDAR text. */
  content: string;
  /** Name of the attached copy; "invite.ics" when not given. */
  filename?: string;
}

export interface SentMessage {
  /** Also the local part of the Message-ID, so a log line can be matched to a received message. */
  id: string;
  transport: "smtp" | "outbox";
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<SentMessage>;
  close(): Promise<void>;
}

export interface OutboxEntry {
  file: string;
  to: string;
  subject: string;
  date: Date | null;
}

export interface OutboxMessage extends OutboxEntry {
  /** Lower-case names, values unfolded and decoded; a repeated header keeps its first value. */
  headers: Record<string, string>;
  text: string;
  html?: string;
  /** The text/calendar alternative, when the message has one. */
  calendar?: { method: string; content: string };
  /** The attached files (an invitation's invite.ics), decoded as text. */
  attachments: OutboxAttachment[];
}

export interface OutboxAttachment {
  filename: string;
  /** The part's media type, lower case: application/ics for an invitation's copy. */
  type: string;
  content: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const domain = addressparser(options.from, { flatten: true })[0]?.address.split("@")[1] || "localhost";
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, pool: true }, { from: options.from })
    : nodemailer.createTransport({ streamTransport: true, buffer: true }, { from: options.from });
  const kind = options.smtpUrl ? "smtp" : "outbox";

  return {
    async send(message) {
      const id = randomUUID();
      const { calendar, ...rest } = message;
      const info = await transport.sendMail({
        ...rest,
        // nodemailer's icalEvent builds what Gmail itself sends with an invitation:
        // a text/calendar alternative with method=… beside the text (Gmail and
        // Outlook show Accept/Decline from it) and the same object attached as
        // an .ics file for clients that only look at attachments (Apple Mail).
        ...(calendar && {
          icalEvent: {
            method: calendar.method,
            content: calendar.content,
            filename: calendar.filename ?? "invite.ics",
          },
        }),
        messageId: `<${id}@${domain}>`,
      });
      if (kind === "outbox") {
        if (!Buffer.isBuffer(info.message)) throw new Error("stream transport did not return a buffer");
        await mkdir(options.outboxDir, { recursive: true });
        // ISO 8601 basic format: sorts by time and has no colons, which some
        // file systems and URLs of the mailbox page would trip over.
        const stamp = new Date().toISOString().replace(/[-:]/g, "");
        await writeFile(path.join(options.outboxDir, `${stamp}-${id}.eml`), info.message, { flag: "wx" });
      }
      return { id, transport: kind };
    },
    async close() {
      // The pool lets a delivery in progress finish before its connection closes.
      transport.close();
    },
  };
}

/** The outbox's messages, newest first. A missing directory is an empty outbox. */
export async function listOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names
    .filter((name) => SAFE_NAME.test(name))
    .sort()
    .reverse();
  return Promise.all(
    files.map(async (file) => {
      const raw = (await readFile(path.join(outboxDir, file))).toString("latin1");
      return summarize(file, parseHeaders(splitPart(raw).head));
    }),
  );
}

export async function readOutboxMessage(outboxDir: string, file: string): Promise<OutboxMessage> {
  const full = outboxPath(outboxDir, file);
  let raw: string;
  try {
    raw = (await readFile(full)).toString("latin1");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new AppError("not_found", "No such message");
    throw error;
  }
  const { head, body } = splitPart(raw);
  const headers = parseHeaders(head);
  const parts: FoundParts = {};
  collectTextParts(headers, body, parts);
  return {
    ...summarize(file, headers),
    headers,
    text: parts.text ?? "",
    ...(parts.html !== undefined && { html: parts.html }),
    ...(parts.calendar !== undefined && { calendar: parts.calendar }),
    attachments: parts.attachments ?? [],
  };
}

/** The outbox message of that name, or null when the name is not one (missing, or not an outbox file name). */
export async function findOutboxMessage(outboxDir: string, file: string): Promise<OutboxMessage | null> {
  try {
    return await readOutboxMessage(outboxDir, file);
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "invalid")) return null;
    throw error;
  }
}

// A plain file name we could have written: no separators, no leading dot, so
// a name taken from a URL can never leave the outbox directory.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.eml$/;

function outboxPath(outboxDir: string, file: string): string {
  if (!SAFE_NAME.test(file) || path.basename(file) !== file) throw new AppError("invalid", "Not an outbox file name");
  const dir = path.resolve(outboxDir);
  const full = path.resolve(dir, file);
  if (path.dirname(full) !== dir) throw new AppError("invalid", "Not an outbox file name");
  return full;
}

function summarize(file: string, headers: Record<string, string>): OutboxEntry {
  const date = headers.date ? new Date(headers.date) : null;
  return {
    file,
    to: headers.to ?? "",
    subject: headers.subject ?? "",
    date: date && !Number.isNaN(date.getTime()) ? date : null,
  };
}

// Raw messages are handled as latin1 strings: one char per byte, so 8-bit
// bodies survive until their charset is known.
function splitPart(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: "" };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Raw UTF-8 in headers (RFC 6532) is read back as bytes first.
    const value = decodeEncodedWords(Buffer.from(line.slice(colon + 1).trim(), "latin1").toString("utf8"));
    if (!(name in headers)) headers[name] = value;
  }
  return headers;
}

function headerParam(value: string, param: string): string | undefined {
  const match = new RegExp(`;\\s*${param}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i").exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

interface FoundParts {
  text?: string;
  html?: string;
  calendar?: { method: string; content: string };
  attachments?: OutboxAttachment[];
}

function collectTextParts(headers: Record<string, string>, body: string, found: FoundParts): void {
  const contentType = headers["content-type"] ?? "text/plain";
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = headerParam(contentType, "boundary");
    if (!boundary) return;
    const sections = body.split(new RegExp(`(?:^|\\r?\\n)--${escapeRegExp(boundary)}(?:--)?[ \\t]*(?:\\r?\\n|$)`));
    // The first section is the preamble and the last the epilogue.
    for (const section of sections.slice(1, -1)) {
      const part = splitPart(section);
      collectTextParts(parseHeaders(part.head), part.body, found);
    }
    return;
  }
  const disposition = headers["content-disposition"] ?? "";
  if (/^attachment/i.test(disposition)) {
    const bytes = decodeTransfer(body, headers["content-transfer-encoding"]);
    found.attachments ??= [];
    found.attachments.push({
      filename: headerParam(disposition, "filename") ?? headerParam(contentType, "name") ?? "",
      type,
      content: decodeCharset(bytes, headerParam(contentType, "charset")),
    });
    return;
  }
  if (type === "text/calendar") {
    if (found.calendar !== undefined) return;
    const bytes = decodeTransfer(body, headers["content-transfer-encoding"]);
    const method = (headerParam(contentType, "method") ?? "").toUpperCase();
    found.calendar = { method, content: decodeCharset(bytes, headerParam(contentType, "charset")) };
    return;
  }
  const key = type === "text/plain" ? "text" : type === "text/html" ? "html" : undefined;
  if (!key || found[key] !== undefined) return;
  const bytes = decodeTransfer(body, headers["content-transfer-encoding"]);
  found[key] = decodeCharset(bytes, headerParam(contentType, "charset"));
}

function decodeTransfer(body: string, encoding = "7bit"): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ""), "base64");
    case "quoted-printable":
      return decodeQuotedPrintable(body.replace(/[ \t]+(?=\r?\n|$)/g, "").replace(/=\r?\n/g, ""));
    default:
      return Buffer.from(body, "latin1");
  }
}

function decodeQuotedPrintable(input: string): Buffer {
  return Buffer.from(
    input.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  );
}

function decodeCharset(bytes: Buffer, charset = "utf-8"): string {
  try {
    return new TextDecoder(charset.split("*")[0].trim()).decode(bytes);
  } catch {
    // An unknown label: UTF-8 is what we write and the best guess for the rest.
    return new TextDecoder().decode(bytes);
  }
}

// RFC 2047. Adjacent encoded words are joined before decoding, because an
// encoder may split one multi-byte character across two of them; the white
// space between them is not part of the text.
const ENCODED_WORD = /=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g;

function decodeEncodedWords(value: string): string {
  let out = "";
  let last = 0;
  let pending: { charset: string; bytes: Buffer[] } | undefined;
  const flush = () => {
    if (pending) out += decodeCharset(Buffer.concat(pending.bytes), pending.charset);
    pending = undefined;
  };
  for (const match of value.matchAll(ENCODED_WORD)) {
    const between = value.slice(last, match.index);
    const [, charset, encoding, text] = match;
    const bytes =
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64") : decodeQuotedPrintable(text.replace(/_/g, " "));
    const adjacent = pending !== undefined && /^\s*$/.test(between);
    if (adjacent && pending?.charset.toLowerCase() === charset.toLowerCase()) {
      pending.bytes.push(bytes);
    } else {
      flush();
      if (!adjacent) out += between;
      pending = { charset, bytes: [bytes] };
    }
    last = match.index + match[0].length;
  }
  flush();
  return out + value.slice(last);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
