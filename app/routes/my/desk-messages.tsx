import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { DeskSectionHeader } from "~/features/exhibitor-desk/components/desk-section-header";
import { listDeskContactMessages } from "~/features/exhibitor-desk/desk-contact-messages.server";
import { loadDeskPage } from "~/features/exhibitor-desk/desk-page.server";
import { deskExportPath } from "~/features/exhibitor-desk/desk-sections";
import { formatDateTimeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/desk-messages";

// /{locale}/my/desk/messages: what visitors wrote to the exhibitor's contacts
// from its page, newest first, each with the sender's consent to be answered.

export async function loader(args: Route.LoaderArgs) {
  const page = await loadDeskPage(args);
  const messages = await listDeskContactMessages(db(), { eventId: page.event.id, exhibitorId: page.exhibitor.id });
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    timeZone: page.event.timezone,
    messages,
    title: `${t("desk:messages.title")} · ${page.exhibitor.name} · ${t("meta.siteName")}`,
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function DeskMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { locale, query, timeZone, messages } = loaderData;
  return (
    <section aria-labelledby="section-title">
      <DeskSectionHeader
        title={t("messages.title")}
        intro={t("messages.intro")}
        exportHref={deskExportPath(locale, "messages", query)}
      />
      {messages.length === 0 ? (
        <p className="text-muted">{t("messages.empty")}</p>
      ) : (
        <ol className="grid gap-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-line p-4">
              <article aria-labelledby={`message-${message.id}`}>
                <h3 id={`message-${message.id}`} className="font-semibold">
                  {t("messages.fromTo", {
                    sender: message.sender.name || message.sender.email,
                    contact: message.contactName || t("messages.contactGone"),
                  })}
                </h3>
                <p className="text-sm text-muted">
                  <a href={`mailto:${message.sender.email}`} className="underline">
                    {message.sender.email}
                  </a>
                  {" · "}
                  <time dateTime={message.sentAt}>{formatDateTimeInZone(locale, message.sentAt, timeZone)}</time>
                </p>
                <p className="mt-2 whitespace-pre-line break-words">{message.message}</p>
                <p className="mt-2 text-sm">
                  {message.privacyAcceptedAt
                    ? t("messages.consent", {
                        date: formatDateTimeInZone(locale, message.privacyAcceptedAt, timeZone),
                      })
                    : t("messages.noConsent")}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
