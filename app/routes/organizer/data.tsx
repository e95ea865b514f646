import { db } from "~/.server/db";
import { env } from "~/.server/env";
import { serverT } from "~/.server/i18n";
import { ImportPanel } from "~/features/data-in/files/components/import-panel";
import { SyncPanel } from "~/features/data-in/files/components/sync-panel";
import { IMPORT_KINDS, type ImportKind } from "~/features/data-in/files/import-kinds";
import { IMPORT_KIND_COLUMNS } from "~/features/data-in/files/import-uploads.server";
import { templateHref } from "~/features/data-in/files/organizer-data-client";
import { syncSourceOf } from "~/features/data-in/product-api/sync-event.server";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { loadOrganizerPage } from "~/features/organizer/organizer-page.server";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/data";

// The organizer's data page (docs/data-in.md "From the organizer's page"):
// file imports with their dry run, the templates, and the sync from the
// product API. Only the event's organizers see it.

export async function loader(args: Route.LoaderArgs) {
  const { locale, user, event, query } = await loadOrganizerPage(args);
  return {
    locale,
    query,
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

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerData({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, event, live, columns, sourceEventId, apiHost } = loaderData;
  return (
    <div className="grid gap-8">
      <OrganizerNav locale={locale} query={query} />
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
