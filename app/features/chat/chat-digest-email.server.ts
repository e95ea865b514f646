import type { Mailer, SentMessage } from "~/.server/email/mailer";
import { serverT } from "~/.server/i18n";
import { formatNumber } from "~/lib/format";
import { absoluteUrl } from "~/lib/links";
import type { Locale } from "~/lib/locales";

// The e-mail digest of unread chat messages (locales/<lng>/chat.json
// "digest"), in the recipient's language: who wrote and how many messages
// wait, a link to the messages page, and how to turn the digest off. The
// messages themselves stay on the site.

export interface DigestConversation {
  name: string;
  company: string;
  unread: number;
}

export function chatDigestText(options: {
  locale: Locale;
  eventName: string;
  conversations: readonly DigestConversation[];
  messagesUrl: string;
}): { subject: string; text: string } {
  const t = serverT(options.locale);
  const total = options.conversations.reduce((sum, c) => sum + c.unread, 0);
  const lines = options.conversations.map(
    (c) =>
      `- ${c.company ? `${c.name} (${c.company})` : c.name}: ${t("chat:digest.unread", { count: c.unread, formatted: formatNumber(options.locale, c.unread) })}`,
  );
  return {
    subject: t("chat:digest.subject", {
      count: total,
      formatted: formatNumber(options.locale, total),
      event: options.eventName,
    }),
    text: [
      t("chat:digest.greeting"),
      "",
      t("chat:digest.intro", { event: options.eventName }),
      "",
      ...lines,
      "",
      t("chat:digest.open"),
      options.messagesUrl,
      "",
      t("chat:digest.optOut"),
    ].join("\n"),
  };
}

export async function sendChatDigest(
  mail: Pick<Mailer, "send">,
  options: {
    to: string;
    locale: Locale;
    eventId: string;
    eventName: string;
    origin: string;
    conversations: readonly DigestConversation[];
  },
): Promise<SentMessage> {
  const messagesUrl = absoluteUrl(
    options.origin,
    `/${options.locale}/my/messages?event=${encodeURIComponent(options.eventId)}`,
  );
  const { subject, text } = chatDigestText({ ...options, messagesUrl });
  return mail.send({ to: options.to, subject, text });
}
