import { data, Form, Link } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { refusedInput, runPageAction } from "~/.server/page-action";
import { ALERT, SECONDARY_BUTTON } from "~/components/ui/styles";
import { handleChatReport, listChatReports } from "~/features/chat/chat-reports.server";
import { MessageText } from "~/features/chat/components/message-text";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { CHAT_REPORT_PAGE_MESSAGES } from "~/features/organizer/organizer-messages";
import { loadOrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import { formatDateTimeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { COMMON_MESSAGES } from "~/lib/messages";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/chat-reports";

// /{locale}/organizer/reports: conversations people reported (docs/product/chat.md
// "Block and report"), open ones first (?handled=1 for the handled), each with
// the reason and the conversation as it was when reported; "Mark handled".

const querySchema = z.object({ handled: z.literal("1").optional().catch(undefined) });

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  const { handled } = querySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const reports = await listChatReports(db(), { eventId: event.id, handled: handled === "1" });
  return {
    locale,
    query,
    eventParam: new URLSearchParams(query).get("event"),
    handled: handled === "1",
    event: { name: event.name, timezone: event.timezone },
    reports,
    title: serverT(locale)("organizer:reports.title"),
  };
}

const formSchema = z.object({ intent: z.literal("handle"), reportId: z.string().trim().min(1).max(64) });

export async function action(args: Route.ActionArgs) {
  const page = await loadOrganizerPage(args);
  const form = formSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!form.success) return refusedInput(COMMON_MESSAGES.invalid, () => ({ error: COMMON_MESSAGES.invalid.key }));
  return runPageAction(
    async () => {
      await handleChatReport(db(), {
        eventId: page.event.id,
        reportId: form.data.reportId,
        audit: organizerActor(page),
      });
      return data<{ error: string | null }>({ error: null });
    },
    // Handled meanwhile (or gone): the report says so.
    (): { error: string | null } => ({ error: CHAT_REPORT_PAGE_MESSAGES.gone.key }),
  );
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerChatReports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, eventParam, handled, event, reports } = loaderData;
  const when = (iso: string) => formatDateTimeInZone(locale, iso, event.timezone);
  const other = new URLSearchParams();
  if (eventParam) other.set("event", eventParam);
  if (!handled) other.set("handled", "1");
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">{event.name}</p>
        <h1 className="text-2xl font-semibold">{handled ? t("reports.handledTitle") : t("reports.title")}</h1>
        <p className="mt-2 max-w-3xl">{t("reports.intro")}</p>
        <p className="mt-2">
          <Link to={`?${other}`} className="underline">
            {handled ? t("reports.showOpen") : t("reports.showHandled")}
          </Link>
        </p>
      </header>
      {actionData?.error ? (
        <p role="alert" className={ALERT}>
          {t(actionData.error)}
        </p>
      ) : null}
      {reports.length === 0 ? (
        <p>{handled ? t("reports.noneHandled") : t("reports.none")}</p>
      ) : (
        <ul className="grid gap-6">
          {reports.map((report) => (
            <li key={report.id}>
              <article aria-labelledby={`report-${report.id}`} className="grid gap-3 rounded-lg border border-line p-4">
                <h2 id={`report-${report.id}`} className="text-lg font-semibold">
                  {t("reports.heading", { reporter: report.reporter, reported: report.reported })}
                </h2>
                <p className="text-sm text-muted">
                  <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
                  {report.handledAt ? ` · ${t("reports.handledOn", { date: when(report.handledAt) })}` : ""}
                </p>
                <p>
                  <span className="font-semibold">{t("reports.reason")}: </span>
                  {report.reason || t("reports.noReason")}
                </p>
                <details>
                  <summary className="cursor-pointer font-medium">
                    {t("reports.conversation", { count: report.messages.length })}
                  </summary>
                  <ol className="mt-2 grid gap-2">
                    {report.messages.map((message) => (
                      <li key={message.seq} className="rounded border border-line px-3 py-2">
                        <p className="text-xs text-muted">
                          <span className="font-semibold">{message.sender}</span>
                          {" · "}
                          <time dateTime={message.sentAt}>{when(message.sentAt)}</time>
                        </p>
                        <MessageText body={message.body} />
                      </li>
                    ))}
                  </ol>
                </details>
                {report.handledAt ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="handle" />
                    <input type="hidden" name="reportId" value={report.id} />
                    <button type="submit" className={SECONDARY_BUTTON}>
                      {t("reports.handle")}
                    </button>
                  </Form>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
