import { Form, Link } from "react-router";
import { z } from "zod";
import { auditActors, listAudit } from "~/.server/audit/audit-log";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { DataTable } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/form-fields";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { AuditEntryText } from "~/features/organizer/components/audit-entry-text";
import { CONSOLE_TABLE } from "~/features/organizer/components/console-list";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { loadOrganizerPage } from "~/features/organizer/organizer-page.server";
import { AUDIT_ACTIONS, isAuditTool } from "~/lib/audit-actions";
import { formatDateTimeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/audit";

// /{locale}/organizer/audit: who changed what and when at the event, newest
// first, filtered by kind of change and by who made it, 50 at a time; times
// in the event's time zone.

const querySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  actor: z.string().trim().min(1).max(254).optional().catch(undefined),
  after: z.string().max(200).optional().catch(undefined),
});

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  const filters = querySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const [page, actors] = await Promise.all([
    listAudit(db(), { eventId: event.id, ...filters }),
    auditActors(db(), event.id),
  ]);
  return {
    locale,
    query,
    eventParam: new URLSearchParams(query).get("event"),
    event: { name: event.name, timezone: event.timezone },
    filters: { action: filters.action ?? "", actor: filters.actor ?? "" },
    actors,
    ...page,
    title: serverT(locale)("organizer:audit.title"),
  };
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, eventParam, event, filters, actors, entries, next } = loaderData;
  const actorName = (actor: string) => (isAuditTool(actor) ? t(`audit.tools.${actor}`) : actor);
  const olderHref = () => {
    const params = new URLSearchParams();
    if (eventParam) params.set("event", eventParam);
    if (filters.action) params.set("action", filters.action);
    if (filters.actor) params.set("actor", filters.actor);
    if (next) params.set("after", next);
    return `?${params}`;
  };
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">{event.name}</p>
        <h1 className="text-2xl font-semibold">{t("audit.title")}</h1>
        <p className="mt-2 max-w-3xl">{t("audit.intro", { zone: event.timezone })}</p>
      </header>
      <Form method="get" className="flex flex-wrap items-end gap-4" aria-label={t("audit.filter")}>
        {eventParam ? <input type="hidden" name="event" value={eventParam} /> : null}
        <SelectField
          id="audit-action"
          name="action"
          label={t("audit.action")}
          defaultValue={filters.action}
          options={[
            { value: "", label: t("audit.allActions") },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
          ]}
        />
        <SelectField
          id="audit-actor"
          name="actor"
          label={t("audit.actor")}
          defaultValue={filters.actor}
          options={[
            { value: "", label: t("audit.everyone") },
            ...actors.map((actor) => ({ value: actor, label: actorName(actor) })),
          ]}
        />
        <button type="submit" className={SECONDARY_BUTTON}>
          {t("audit.apply")}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p>{t("audit.empty")}</p>
      ) : (
        <DataTable
          {...CONSOLE_TABLE}
          caption={t("audit.title")}
          columns={[
            {
              header: t("audit.when"),
              cell: (entry) => (
                <time dateTime={entry.createdAt} className="whitespace-nowrap">
                  {formatDateTimeInZone(locale, entry.createdAt, event.timezone)}
                </time>
              ),
            },
            { header: t("audit.who"), cell: (entry) => actorName(entry.actor) },
            { header: t("audit.what"), cell: (entry) => t(`audit.actions.${entry.action}`) },
            { header: t("audit.details"), cell: (entry) => <AuditEntryText locale={locale} entry={entry} /> },
          ]}
          rows={entries}
          rowKey={(entry) => entry.id}
        />
      )}
      {next ? (
        <p>
          <Link to={olderHref()} className={SECONDARY_BUTTON}>
            {t("audit.older")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
