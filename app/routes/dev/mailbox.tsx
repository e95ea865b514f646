import { Link } from "react-router";
import { mailboxEnabled } from "~/.server/email/mailbox";
import { listOutbox } from "~/.server/email/mailer";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { DataTable } from "~/components/ui/data-table";
import { formatDateTime } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { isLocale } from "~/lib/locales";
import type { Route } from "./+types/mailbox";

export async function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.locale) || !mailboxEnabled()) notFound();
  const messages = await listOutbox(env().OUTBOX_DIR);
  return { locale: params.locale, messages: messages.map((m) => ({ ...m, date: m.date?.toISOString() ?? null })) };
}

export const meta: Route.MetaFunction = () => [{ title: "Mailbox · Uncork" }, { name: "robots", content: "noindex" }];

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { locale, messages } = loaderData;
  return (
    <section aria-labelledby="mailbox-title">
      <h1 id="mailbox-title" className="text-2xl font-semibold">
        {t("mailbox.title")}
      </h1>
      <p className="mt-2 text-muted">{t("mailbox.intro")}</p>
      {messages.length === 0 ? (
        <p className="mt-6">{t("mailbox.empty")}</p>
      ) : (
        <DataTable
          caption={t("mailbox.title")}
          className="mt-6"
          cellClassName="py-2 pr-4 last:pr-0"
          columns={[
            {
              header: t("mailbox.date"),
              cellClassName: "py-2 pr-4 whitespace-nowrap",
              cell: (message) => (message.date ? formatDateTime(locale, message.date) : ""),
            },
            { header: t("mailbox.to"), cell: (message) => message.to },
            {
              header: t("mailbox.subject"),
              cell: (message) => (
                <Link to={`/${locale}/dev/mailbox/${encodeURIComponent(message.file)}`}>{message.subject}</Link>
              ),
            },
          ]}
          rows={messages}
          rowKey={(message) => message.file}
        />
      )}
    </section>
  );
}
