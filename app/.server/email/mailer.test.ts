import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, listOutbox, type Mailer, readOutboxMessage } from "./mailer";

// Subject and body carry characters outside ASCII, so they only survive if
// the message is encoded (RFC 2047 headers, quoted-printable or base64
// bodies) and decoded again correctly.
const subject = "Bestätigung für Çava & Rosé";
const text = "Grüß Gott, Renée!\nIhre Verkostung im Château Lafôret ist bestätigt: Crémant, Grüner Veltliner, Ça va.\n";
const from = "Uncork <no-reply@uncork.localhost>";

describe("mailer without SMTP (outbox)", () => {
  let outboxDir: string;
  let mailer: Mailer;

  beforeAll(async () => {
    // A directory that does not exist yet: the mailer creates it.
    outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), "uncork-outbox-")), "outbox");
    mailer = createMailer({ from, outboxDir });
  });

  afterAll(async () => {
    await mailer.close();
    await rm(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it("writes a MIME message that lists and reads back decoded", async () => {
    const sent = await mailer.send({
      to: "Zoë <zoe@example.com>",
      subject,
      text,
      headers: { "X-Uncork-Kind": "confirm" },
    });
    expect(sent.transport).toBe("outbox");

    const entries = await listOutbox(outboxDir);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry.file).toMatch(new RegExp(`^\\d{8}T\\d{6}\\.\\d{3}Z-${sent.id}\\.eml$`));
    expect(existsSync(path.join(outboxDir, entry.file))).toBe(true);
    expect(entry.subject).toBe(subject);
    expect(entry.to).toBe("Zoë <zoe@example.com>");
    expect(entry.date).toBeInstanceOf(Date);

    // The file itself is 7-bit MIME, not raw UTF-8.
    const raw = await readFile(path.join(outboxDir, entry.file), "utf8");
    expect(raw).not.toContain("Bestätigung");
    expect(raw).toMatch(/^Subject: =\?UTF-8\?[QB]\?/im);

    const message = await readOutboxMessage(outboxDir, entry.file);
    expect(message.subject).toBe(subject);
    expect(message.text.replace(/\r\n/g, "\n")).toBe(text);
    expect(message.html).toBeUndefined();
    expect(message.headers["x-uncork-kind"]).toBe("confirm");
    expect(message.headers["message-id"]).toBe(`<${sent.id}@uncork.localhost>`);
    expect(message.headers.from).toBe(from);
  });

  it("reads the text part of a message with HTML, newest first", async () => {
    const html = "<p>Grüß Gott, <b>Renée</b> — à bientôt ✓</p>";
    // Mostly non-ASCII text makes nodemailer pick base64 over quoted-printable.
    const dense = "äöüßéèêç✓".repeat(20);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const sent = await mailer.send({ to: "a@example.com", subject: "ÄÖÜ ✓".repeat(12), text: dense, html });

    const [newest] = await listOutbox(outboxDir);
    expect(newest.file).toContain(sent.id);
    expect(newest.subject).toBe("ÄÖÜ ✓".repeat(12));
    const message = await readOutboxMessage(outboxDir, newest.file);
    expect(message.text).toBe(dense);
    expect(message.html).toBe(html);
  });

  it("sends a calendar object as a text/calendar alternative and an .ics attachment", async () => {
    // Non-ASCII and a long folded line, as an invitation to Chloé Müller has.
    const content = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Uncork//Test//EN",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "UID:meeting-1@uncork.localhost",
      "SEQUENCE:2",
      "DTSTAMP:20260101T000000Z",
      "DTSTART:20260329T080000Z",
      "DTEND:20260329T083000Z",
      "SUMMARY:Termin mit Chloé Müller\\, Domaine Lafôret",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const sent = await mailer.send({
      to: "chloe@example.com",
      subject: "Einladung",
      text,
      calendar: { method: "REQUEST", content },
    });

    const [newest] = await listOutbox(outboxDir);
    expect(newest.file).toContain(sent.id);
    const raw = await readFile(path.join(outboxDir, newest.file), "latin1");
    // Gmail's own invitations have this shape: the calendar beside the text
    // inside multipart/alternative, and the same object attached.
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/im);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST$/im);
    expect(raw).toMatch(/^Content-Type: application\/ics; name=invite\.ics$/im);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=invite\.ics$/im);

    const message = await readOutboxMessage(outboxDir, newest.file);
    expect(message.text.replace(/\r\n/g, "\n")).toBe(text);
    expect(message.calendar).toEqual({ method: "REQUEST", content });
    // The attached copy, for clients (and tests) that only look at attachments.
    expect(message.attachments).toEqual([{ filename: "invite.ics", type: "application/ics", content }]);
  });

  it("names the attachment and method of a cancellation", async () => {
    const content = "BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n";
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({
      to: "a@example.com",
      subject: "Abgesagt",
      text: "x",
      calendar: { method: "CANCEL", content, filename: "cancel.ics" },
    });
    const [newest] = await listOutbox(outboxDir);
    const raw = await readFile(path.join(outboxDir, newest.file), "latin1");
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=CANCEL$/im);
    expect(raw).toMatch(/filename=cancel\.ics$/im);
    const message = await readOutboxMessage(outboxDir, newest.file);
    expect(message.calendar).toEqual({ method: "CANCEL", content });
    expect(message.attachments.map((a) => [a.filename, a.content])).toEqual([["cancel.ics", content]]);
  });

  it("decodes hand-written encodings that nodemailer does not produce", async () => {
    // Written by hand so the decoder is checked against the RFCs, not only
    // against nodemailer's own output: CRLF lines, a folded header, "ä" split
    // across two B-words, a lower-case q-word in ISO-8859-1 with "_" for space,
    // and a quoted-printable body with a soft line break.
    const raw = [
      "From: Shop <shop@example.com>",
      "To: =?iso-8859-1?q?Ren=E9e_M=FCller?= <renee@example.com>",
      "Subject: =?UTF-8?B?QmVzdMM=?=",
      " =?UTF-8?B?pHRpZ3VuZw==?= und =?UTF-8?Q?Ros=C3=A9?=",
      "Date: Tue, 03 Mar 2026 10:00:00 +0100",
      'Content-Type: text/plain; charset="iso-8859-1"',
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "Gr=FC=DF Gott, dies ist eine lange Zeile, die mit einem weichen Umbruch wei=",
      "tergeht. Ca=E7a.",
      "",
    ].join("\r\n");
    await writeFile(path.join(outboxDir, "00000000T000000.000Z-hand.eml"), Buffer.from(raw, "latin1"));
    const message = await readOutboxMessage(outboxDir, "00000000T000000.000Z-hand.eml");
    expect(message.subject).toBe("Bestätigung und Rosé");
    expect(message.to).toBe("Renée Müller <renee@example.com>");
    expect(message.date?.toISOString()).toBe("2026-03-03T09:00:00.000Z");
    expect(message.text).toBe(
      "Grüß Gott, dies ist eine lange Zeile, die mit einem weichen Umbruch weitergeht. Caça.\r\n",
    );
    // Sorted by the time in the name, so this one comes last.
    expect((await listOutbox(outboxDir)).at(-1)?.file).toBe("00000000T000000.000Z-hand.eml");
  });

  it("refuses names that are not a plain file in the outbox", async () => {
    for (const name of ["../x", "/etc/passwd", "a/b.eml", "../outbox/x.eml", "..", ".hidden.eml", "x.eml\0"]) {
      await expect(readOutboxMessage(outboxDir, name), name).rejects.toMatchObject({ code: "invalid" });
    }
    await expect(readOutboxMessage(outboxDir, "missing.eml")).rejects.toMatchObject({ code: "not_found" });
  });

  it("lists a missing outbox as empty", async () => {
    expect(await listOutbox(path.join(outboxDir, "nowhere"))).toEqual([]);
  });
});

describe("mailer with SMTP", () => {
  const received: { rcptTo: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let mailer: Mailer;
  let outboxDir: string;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("latin1"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    // Only to prove that nothing is written there when SMTP is configured.
    outboxDir = await mkdtemp(path.join(os.tmpdir(), "uncork-outbox-"));
    // The server offers no STARTTLS, so nodemailer stays on plain text without extra options.
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from, outboxDir });
  });

  afterAll(async () => {
    await mailer?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await rm(outboxDir, { recursive: true, force: true });
  });

  it("delivers the message to the server", async () => {
    const sent = await mailer.send({ to: "zoe@example.com", subject, text });
    expect(sent.transport).toBe("smtp");
    expect(received).toHaveLength(1);
    expect(received[0].rcptTo).toEqual(["zoe@example.com"]);

    // The received message is read with the same parser the outbox uses.
    await writeFile(path.join(outboxDir, "received.eml"), Buffer.from(received[0].raw, "latin1"));
    const message = await readOutboxMessage(outboxDir, "received.eml");
    expect(message.subject).toBe(subject);
    expect(message.to).toBe("zoe@example.com");
    expect(message.text.replace(/\r\n/g, "\n")).toBe(text);
    expect(message.headers["message-id"]).toBe(`<${sent.id}@uncork.localhost>`);
    expect((await listOutbox(outboxDir)).map((e) => e.file)).toEqual(["received.eml"]);
  });
});
