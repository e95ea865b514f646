import { Link } from "react-router";
import { mailboxEnabled } from "~/.server/email/mailbox";
import { findOutboxMessage } from "~/.server/email/mailer";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { useTranslation } from "~/lib/i18n-react";
import { isLocale } from "~/lib/locales";
import type { Route } from "./+types/mailbox-message";

export async function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.locale) || !mailboxEnabled()) notFound();
  const message = (await findOutboxMessage(env().OUTBOX_DIR, params.file)) ?? notFound();
  return { locale: params.locale, message: { to: message.to, subject: message.subject, text: message.text } };
}

export const meta: Route.MetaFunction = () => [{ title: "Mailbox · Uncork" }, { name: "robots", content: "noindex" }];

/** One message as text; its links are clickable. */
export default function MailboxMessage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { locale, message } = loaderData;
  const parts = message.text.split(/(https?:\/\/\S+)/g);
  return (
    <article aria-labelledby="message-title">
      <p>
        <Link to={`/${locale}/dev/mailbox`}>{t("mailbox.back")}</Link>
      </p>
      <h1 id="message-title" className="mt-4 text-2xl font-semibold">
        {message.subject}
      </h1>
      <p className="mt-1 text-muted">
        {t("mailbox.to")}: {message.to}
      </p>
      <pre className="mt-6 whitespace-pre-wrap font-sans">
        {parts.map((part, i) =>
          i % 2 === 1 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text; a link may repeat
            <a key={i} href={part}>
              {part}
            </a>
          ) : (
            part
          ),
        )}
      </pre>
    </article>
  );
}
