import { env } from "../env";

/** The development mailbox page exists only in development without SMTP_URL: there, mail goes to the outbox. */
export function mailboxEnabled(): boolean {
  const config = env();
  return config.NODE_ENV === "development" && !config.SMTP_URL;
}
