import { z } from "zod";
import { forbiddenPage, isOrganizer, requirePageUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { getEvent, getPrimaryEvent } from "~/features/catalogue/events.server";
import { ImportPanel } from "~/features/file-import/components/import-panel";
import { SyncPanel } from "~/features/file-import/components/sync-panel";
import { IMPORT_KINDS, type ImportKind } from "~/features/file-import/import-kinds";
import { IMPORT_KIND_COLUMNS } from "~/features/file-import/import-uploads.server";
import { templateHref } from "~/features/file-import/organizer-data-client";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { syncSourceOf } from "~/features/product-sync/sync-event.server";
import { useTranslation } from "~/lib/i18n-react";
import { isLocale } from "~/lib/locales";
import type { Route } from "./+types/data";

// The organizer's data page (docs/data-in.md "From the organizer's page"):
// file imports with their dry run, the templates, and the sync from the
// product API. Only the event's organizers see it.

const querySchema = z.object({ event: z.string().trim().min(1).max(200).optional().catch(undefined) });

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  const locale = params.locale;
  const user = await requirePageUser(request);
  // The fair the organizer names (?event=id or slug), else the primary one.
  const { event: eventRef } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const event = eventRef
    ? await getEvent(db(), { idOrSlug: eventRef, locale })
    : await getPrimaryEvent(db(), { locale, configured: env().PRIMARY_EVENT });
  if (!event) notFound();
  if (!(await isOrganizer(event.id, user.id))) forbiddenPage();
  return {
    locale,
    event: { id: event.id, name: event.name },
    sourceEventId: await syncSourceOf(db(), event.id),
    apiHost: new URL(env().PRODUCT_API_URL).host,
    live: { collectionId: event.id, uid: user.id },
    columns: Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, IMPORT_KIND_COLUMNS[kind].columns])) as Record<
      ImportKind,
      readonly string[]
    >,
    title: serverT(locale)("organizer:data.title"),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `${data.title} · ${data.event.name}` }, { name: "robots", content: "noindex" }] : [];

export default function OrganizerData({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, event, live, columns, sourceEventId, apiHost } = loaderData;
  return (
    <div className="grid gap-8">
      <OrganizerNav locale={locale} />
      <header>
        <p className="text-muted">{event.name}</p>
        <h1 className="text-2xl font-semibold">{t("data.title")}</h1>
        <p className="mt-2 max-w-3xl">{t("data.intro")}</p>
        <noscript>
          <p className="mt-2 font-medium">{t("data.needsScript")}</p>
        </noscript>
      </header>
      <section aria-labelledby="import-title" className="grid gap-3">
        <h2 id="import-title" className="text-xl font-semibold">
          {t("data.import.heading")}
        </h2>
        <ImportPanel eventId={event.id} locale={locale} live={live} columns={columns} />
      </section>
      <section aria-labelledby="templates-title" className="grid gap-2">
        <h2 id="templates-title" className="text-xl font-semibold">
          {t("data.templates.heading")}
        </h2>
        <p>{t("data.templates.intro")}</p>
        <ul className="list-inside list-disc">
          {IMPORT_KINDS.map((kind) => (
            <li key={kind}>
              <a href={templateHref(event.id, kind, locale)} download>
                {t(`data.templates.${kind}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sync-title" className="grid gap-3">
        <h2 id="sync-title" className="text-xl font-semibold">
          {t("data.sync.heading")}
        </h2>
        <SyncPanel eventId={event.id} locale={locale} sourceEventId={sourceEventId} apiHost={apiHost} live={live} />
      </section>
    </div>
  );
}
