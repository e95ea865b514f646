import { useSearchParams } from "react-router";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { CATALOGUE_CONTROLS } from "~/components/catalogue-controls";
import { minePageOf, OfflineMyCatalogue } from "~/components/offline-my-catalogue";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import { CatalogueActionsProvider } from "~/features/catalogue/components/catalogue-actions";
import { badgeCodeOfAddress } from "~/features/leads/badge-format";
import { OfflineLeadCapture } from "~/features/leads/components/offline-lead-capture";
import { SavedFairPage } from "~/features/offline/components/saved-fair-page";
import { retryAddress } from "~/features/pwa/service-worker/offline-routes";
import { afterTypedCode } from "~/features/scanner/scanned-code";
import { useTranslation } from "~/lib/i18n-react";
import { keepDataOnHashChange } from "~/lib/keep-data-on-hash-change";
import { isLocale, type Locale } from "~/lib/locales";
import type { Route } from "./+types/offline";

// /{locale}/offline (issue 31, docs/offline.md): what the service worker
// sends a page to (?from=<its address>) when the network is gone and it was
// not kept. Precached in
// every language at install; its links load whole documents, so the service
// worker answers them too (a client-side navigation would ask the server for
// data that cannot come).

export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  const t = serverT(params.locale);
  return { locale: params.locale, title: `${t("offline:page.title")} · ${t("meta.siteName")}` };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export const shouldRevalidate = keepDataOnHashChange;

export default function OfflinePage({ loaderData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const [search] = useSearchParams();
  const retry = retryAddress(`?${search.toString()}`);
  // A code typed on the Scan page is the page it leads to.
  const from = retry && afterTypedCode(retry);
  const notSaved = <NotSaved locale={locale} />;
  // A badge scanned at the stand: the scan is kept on the device for the representative (docs/leads.md).
  const badge = from ? badgeCodeOfAddress(from) : null;
  if (badge) return <OfflineLeadCapture code={badge} fallback={notSaved} />;
  // My bookmarks and My tasting notes, from what the device keeps (docs/offline-writes.md).
  const mine = from ? minePageOf(from) : null;
  if (mine) return <OfflineMyCatalogue {...mine} locale={locale} fallback={notSaved} />;
  // A page of a fair saved on this device shows from it, with the signed-in user's bookmarks and notes
  // kept on the device (docs/offline-writes.md); any other says it was not saved.
  return from ? (
    <CatalogueActionsProvider value={CATALOGUE_CONTROLS}>
      <SavedFairPage from={from} locale={locale} fallback={notSaved} />
    </CatalogueActionsProvider>
  ) : (
    notSaved
  );
}

function NotSaved({ locale }: { locale: Locale }) {
  const { t } = useTranslation("offline");
  return (
    <section aria-labelledby="offline-title" className="mx-auto max-w-xl py-10">
      <h1 id="offline-title" className="text-3xl font-bold">
        {t("page.title")}
      </h1>
      <p className="mt-3 text-lg">{t("page.lead")}</p>
      <h2 className="mt-8 text-xl font-semibold">{t("page.worksTitle")}</h2>
      <ul className="mt-2 list-disc pl-6">
        <li>{t("page.works1")}</li>
        <li>{t("page.works2")}</li>
      </ul>
      <p className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.assign(retryAddress(window.location.search) ?? window.location.href)}
          className={PRIMARY_BUTTON}
        >
          {t("page.retry")}
        </button>
        <a href={`/${locale}`} className={SECONDARY_BUTTON}>
          {t("page.home")}
        </a>
      </p>
    </section>
  );
}
