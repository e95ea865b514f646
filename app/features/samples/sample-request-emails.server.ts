import type { SessionUser } from "~/.server/auth/session";
import { mailbox } from "~/.server/email/mailbox-address";
import type { Mailer } from "~/.server/email/mailer";
import { serverT } from "~/.server/i18n";
import type { Locale } from "~/lib/locales";
import type { SubmissionPart } from "./types";

// The emails of a sample request (locales/<lng>/samples.json, "emails"):
// to each exhibitor its part, in the event's language, answerable by reply;
// to the requester a confirmation of every part, in their language.

type Part = Pick<SubmissionPart, "exhibitorName" | "products">;

const bullets = (part: Part) => part.products.map((product) => `- ${product.name}`);

export async function sendExhibitorEmail(
  mail: Pick<Mailer, "send">,
  options: {
    to: string;
    locale: Locale;
    eventName: string;
    part: Part;
    user: Pick<SessionUser, "name" | "email">;
    message: string;
  },
): Promise<void> {
  const t = serverT(options.locale);
  const { user, part } = options;
  const requester = user.name || user.email;
  const lines = [
    t("samples:emails.exhibitor.greeting", { exhibitor: part.exhibitorName }),
    "",
    t("samples:emails.exhibitor.intro", {
      name: requester,
      email: user.email,
      event: options.eventName,
      count: part.products.length,
    }),
    "",
    ...bullets(part),
    "",
    options.message ? t("samples:emails.messageFrom", { name: requester }) : t("samples:emails.noMessage"),
    ...(options.message ? [options.message] : []),
    "",
    t("samples:emails.exhibitor.reply", { name: requester }),
    "",
    t("auth:emails.signature"),
  ];
  await mail.send({
    to: options.to,
    subject: t("samples:emails.exhibitor.subject", { name: requester, event: options.eventName }),
    text: lines.join("\n"),
    headers: { "Reply-To": mailbox(user.name, user.email) },
  });
}

export async function sendConfirmationEmail(
  mail: Pick<Mailer, "send">,
  options: {
    to: string;
    locale: Locale;
    eventName: string;
    user: Pick<SessionUser, "name">;
    parts: (Part & { emailed: boolean })[];
    message: string;
  },
): Promise<void> {
  const t = serverT(options.locale);
  const lines = [
    options.user.name
      ? t("samples:emails.confirmation.greeting", { name: options.user.name })
      : t("samples:emails.confirmation.greetingNoName"),
    "",
    t("samples:emails.confirmation.intro", { event: options.eventName, count: options.parts.length }),
    ...options.parts.flatMap((part) => [
      "",
      part.emailed ? part.exhibitorName : `${part.exhibitorName} (${t("samples:emails.confirmation.notEmailed")})`,
      ...bullets(part),
    ]),
    "",
    options.message ? t("samples:emails.confirmation.yourMessage") : t("samples:emails.noMessage"),
    ...(options.message ? [options.message] : []),
    "",
    t("auth:emails.signature"),
  ];
  await mail.send({
    to: options.to,
    subject: t("samples:emails.confirmation.subject", { event: options.eventName }),
    text: lines.join("\n"),
  });
}
