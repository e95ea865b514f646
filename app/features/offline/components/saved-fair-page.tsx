import { type MouseEvent, useEffect, useState } from "react";
import { EventFacts, EventOverview } from "~/features/catalogue/components/event-overview";
import { ExhibitorPage } from "~/features/catalogue/components/exhibitor-page";
import { ProducerPage } from "~/features/catalogue/components/producer-page";
import { productFacts } from "~/features/catalogue/components/product-facts";
import { ProductPage } from "~/features/catalogue/components/product-page";
import { productName } from "~/features/catalogue/product-name";
import type { Crumb } from "~/features/catalogue/structured-data";
import { ExhibitorSearch } from "~/features/search-ui/exhibitor-search";
import { ProducersPage } from "~/features/search-ui/producers-page";
import { ProductSearch } from "~/features/search-ui/product-search";
import { formatDateTimeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { type Found, findSaved } from "../find-saved-page";

// A page of a saved fair shown without a network (docs/offline-package.md
// "Offline pages"): the service worker sends a page it cannot fetch to the
// offline page with ?from=<address>; when that address is a page of a fair
// saved on this device (its home, a list, a product, exhibitor or producer,
// or a label's /q/{code}), the page shows it from IndexedDB with the
// catalogue's own components, the lists searched on the device. Its links to
// other pages load whole documents, which the service worker answers in
// turn: a client-side navigation would ask a server that cannot answer.

/**
 * Follows a link to another page as a whole document, so the service worker
 * answers it (from the saved fair again, if need be). A list's links to
 * itself (its pages, a suggestion) are left to the list, which searches on
 * the device.
 */
function loadWhole(event: MouseEvent<HTMLElement>, listPath: string | null) {
  const anchor = (event.target as HTMLElement).closest("a");
  if (!anchor || anchor.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const href = anchor.getAttribute("href");
  if (!href || href.startsWith("#")) return;
  if (listPath !== null && new URL(href, window.location.href).pathname === listPath) return;
  event.preventDefault();
  window.location.assign(href);
}

/** The saved page for `from`, or the fallback while looking and when there is none. */
export function SavedFairPage({ from, locale, fallback }: { from: string; locale: Locale; fallback: React.ReactNode }) {
  const [found, setFound] = useState<Found | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    findSaved(from, locale)
      .catch(() => null)
      .then((result) => {
        if (live) setFound(result);
      });
    return () => {
      live = false;
    };
  }, [from, locale]);
  if (!found) return <>{fallback}</>;
  // The saved fair's own language: its texts are in it.
  return <SavedPageView found={found} />;
}

function SavedPageView({ found }: { found: Found }) {
  const { t } = useTranslation("offline");
  const { fair, shown } = found;
  const listPath = shown.page === "products" || shown.page === "exhibitors" ? shown.list.path : null;
  return (
    <div onClickCapture={(event) => loadWhole(event, listPath)}>
      <p role="status" className="mb-4 rounded-md border border-line bg-wash px-4 py-3">
        {t("savedPage.notice", { date: formatDateTimeInZone(fair.locale, fair.savedAt, fair.event.timezone) })}
      </p>
      <ShownPage found={found} />
    </div>
  );
}

function ShownPage({ found }: { found: Found }) {
  const { t } = useTranslation("offline");
  const { fair, linkBase, shown } = found;
  const locale = fair.locale;
  const home: Crumb = { label: fair.event.name, to: links.eventHome(linkBase) };
  switch (shown.page) {
    case "home":
      return (
        <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
          <div>
            <EventOverview event={fair.event} linkBase={linkBase} locale={locale} />
          </div>
          <EventFacts event={fair.event} locale={locale} />
        </div>
      );
    case "products":
      return <ProductSearch initial={shown.list.initial} local={shown.list} linkBase={linkBase} locale={locale} />;
    case "exhibitors":
      return (
        <ExhibitorSearch
          initial={shown.list.initial}
          local={shown.list}
          linkBase={linkBase}
          locale={locale}
          showDistribution={fair.event.settings.showDistributionDetails !== "none"}
        />
      );
    case "producers":
      return (
        <ProducersPage
          list={shown.producers}
          q={shown.q}
          linkBase={linkBase}
          locale={locale}
          pathname={shown.path}
          reloadDocument
        />
      );
    case "product":
      return (
        <ProductPage
          product={shown.product}
          related={{ sameProducer: [], sameExhibitor: [], similar: [] }}
          crumbs={[
            home,
            { label: shown.product.exhibitor.name, to: links.exhibitor(linkBase, shown.product.exhibitor.id) },
            { label: productName(shown.product) },
          ]}
          linkBase={linkBase}
          locale={locale}
          facts={productFacts(shown.product, locale, t, fair.event.settings.currency)}
          tastingNotes={fair.event.settings.tastingNotesEnabled}
        />
      );
    case "exhibitor":
      return (
        <ExhibitorPage
          exhibitor={shown.exhibitor}
          products={shown.products}
          crumbs={[home, { label: shown.exhibitor.name }]}
          linkBase={linkBase}
          locale={locale}
          sponsorUrl={null}
        />
      );
    case "producer":
      return (
        <ProducerPage
          producer={shown.producer}
          products={shown.products}
          crumbs={[home, { label: shown.producer.name }]}
          linkBase={linkBase}
          locale={locale}
        />
      );
  }
}
