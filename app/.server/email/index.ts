import { env } from "../env";
import { createMailer, type Mailer } from "./mailer";

let instance: Mailer | undefined;

/** The process's mailer: SMTP_URL, else the development outbox. */
export function mailer(): Mailer {
  const config = env();
  instance ??= createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.OUTBOX_DIR });
  return instance;
}
