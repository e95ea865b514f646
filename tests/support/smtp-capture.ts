import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

// A loopback SMTP server that accepts any message and stores its raw bytes as
// .eml files named like the mailer's outbox (app/.server/email/mailer.ts), so
// listOutbox/readOutboxMessage read them back. No auth, no TLS: test use only.

export interface SmtpCaptureOptions {
  port: number;
  host?: string;
  dir: string;
}

export interface SmtpCapture {
  /** The bound port (the real one when 0 was asked for). */
  port: number;
  close(): Promise<void>;
}

export async function startSmtpCapture({ port, host = "127.0.0.1", dir }: SmtpCaptureOptions): Promise<SmtpCapture> {
  await mkdir(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The app's pooled connection stays open; do not wait 30 s for it on close.
    closeTimeout: 500,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        store(dir, Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });

  const listening = await new Promise<AddressInfo>((resolve, reject) => {
    server.once("error", reject);
    const net = server.listen(port, host, () => {
      server.off("error", reject);
      resolve(net.address() as AddressInfo);
    });
  });
  // A client's broken connection must not bring the test stack down.
  server.on("error", (error) => console.error("smtp-capture:", error.message));

  return {
    port: listening.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function store(dir: string, raw: Buffer): Promise<void> {
  // The mailer's stamp (ISO 8601 basic, sorts by time); written under a dot
  // name first, which listOutbox skips, so a reader never sees half a message.
  const name = `${new Date().toISOString().replace(/[-:]/g, "")}-${randomUUID()}.eml`;
  const partial = path.join(dir, `.${name}.part`);
  await writeFile(partial, raw, { flag: "wx" });
  await rename(partial, path.join(dir, name));
}
