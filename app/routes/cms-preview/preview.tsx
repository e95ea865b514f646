import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { ContentBody } from "~/features/content-pages/components/content-body";
import { ContentPageView } from "~/features/content-pages/components/content-page-view";
import { FallbackNote } from "~/features/content-pages/components/fallback-note";
import { PreviewBanner } from "~/features/content-pages/components/preview-banner";
import { requirePreviewablePage } from "~/features/content-pages/preview-access.server";
import { getDraftPreview } from "~/features/content-pages/published-pages.server";
import { useTranslation } from "~/lib/i18n-react";
import { DEFAULT_LOCALE, isLocale } from "~/lib/locales";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/preview";

// The draft of a content page (/cms-preview/pages/{pageId}) or of a region
// alone (/cms-preview/regions/{pageId}) as it will look once published, for
// the event's organizers only (others get the 404 page), in the locale of
// ?locale= (else English). Never cached, never indexed; the editor shows it
// in a frame (the one kind of page our own pages may frame, server/security-headers.ts).

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await requirePreviewablePage(request, params.pageId);
  const url = new URL(request.url);
  const asked = url.searchParams.get("locale");
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const region = url.pathname.startsWith("/cms-preview/regions/");
  const draft = await getDraftPreview(db(), { pageId: page.id, locale });
  const t = serverT(locale);
  return {
    locale,
    region,
    slug: page.slug,
    draft,
    title: `${t("content:preview.banner")} · ${draft?.title || page.slug}`,
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { draft, region, locale, slug } = loaderData;
  return (
    <div>
      <PreviewBanner />
      {!draft ? (
        <p className="text-muted">{t("preview.empty")}</p>
      ) : region ? (
        <section aria-label={t("preview.regionLabel", { name: slug })} className="grid gap-3">
          {draft.fallback ? <FallbackNote locale={locale} /> : null}
          <div lang={draft.locale} className="rounded-md border border-dashed border-line p-4">
            <ContentBody html={draft.html} />
          </div>
        </section>
      ) : (
        <ContentPageView content={draft} readerLocale={locale} />
      )}
    </div>
  );
}
