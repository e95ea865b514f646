import { type MouseEvent, useEffect, useState } from "react";
import { ExhibitorPage } from "~/features/catalogue/components/exhibitor-page";
import { ProducerPage } from "~/features/catalogue/components/producer-page";
import { productFacts } from "~/features/catalogue/components/product-facts";
import { ProductPage } from "~/features/catalogue/components/product-page";
import { productName } from "~/features/catalogue/product-name";
import type { Crumb } from "~/features/catalogue/structured-data";
import type { Exhibitor, Producer, Product } from "~/features/catalogue/types";
import { collator, formatDateTimeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { eventAddressOf, labelCodeOf, type SavedPage, savedPageOf } from "../saved-address";
import type { SavedFair } from "../store-package";

// A page of a saved fair shown without a network (docs/offline-package.md
// "Offline pages"): the service worker sends a page it cannot fetch to the
// offline page with ?from=<address>; when that address is a product,
// exhibitor or producer of a fair saved on this device (or a label's
// /q/{code}), the page shows it from IndexedDB with the catalogue's own
// components. Its links load whole documents, which the service worker
// answers in turn: a client-side navigation would ask a server that cannot
// answer.

type Shown =
  | { page: "product"; product: Product }
  | { page: "exhibitor"; exhibitor: Exhibitor; products: Product[] }
  | { page: "producer"; producer: Producer; products: Product[] };

interface Found {
  fair: SavedFair;
  linkBase: LinkBase;
  shown: Shown;
}

/** The saved page the address names, or null (then the offline page says the page was not saved). */
async function findSaved(from: string, locale: Locale): Promise<Found | null> {
  const store = await import("../saved-fairs");
  const url = new URL(from, window.location.origin);
  const code = labelCodeOf(url.pathname);
  if (code) {
    const coded = await store.savedProductOfCode(code);
    if (!coded) return null;
    const product = await store.savedRecord<Product>(coded.fair, "product", coded.productId);
    if (!product) return null;
    const linkBase = baseOf(coded.fair, coded.fair.eventId, coded.fair.locale);
    // The address a reload asks for, with the tasting note ready as the label promises.
    const address = `${links.productByExhibitor(linkBase, product.exhibitor.id, product.id)}#tasting-note`;
    const offlineAddress = `/${coded.fair.locale}/offline?from=${encodeURIComponent(address)}`;
    // The page in the fair's language, whose offline page the service worker keeps too.
    if (coded.fair.locale !== locale) {
      window.location.replace(offlineAddress);
      return null;
    }
    window.history.replaceState(null, "", offlineAddress);
    return { fair: coded.fair, linkBase, shown: { page: "product", product } };
  }
  const address = eventAddressOf(url.pathname);
  if (!address) return null;
  const fair = await store.findSavedFair(address.collectionId, address.locale ?? locale);
  if (!fair) return null;
  const page = savedPageOf(address, fair.event.settings.segments);
  const shown = page && (await shownOf(store, fair, page));
  return shown ? { fair, linkBase: baseOf(fair, address.collectionId, address.locale), shown } : null;
}

async function shownOf(
  store: typeof import("../saved-fairs"),
  fair: SavedFair,
  page: SavedPage,
): Promise<Shown | null> {
  if (page.page === "product") {
    const product = await store.savedRecord<Product>(fair, "product", page.id);
    const through =
      product &&
      ("exhibitorId" in page.via
        ? product.exhibitor.id === page.via.exhibitorId
        : product.producer.id === page.via.producerId);
    return product && through ? { page: "product", product } : null;
  }
  if (page.page === "exhibitor") {
    const exhibitor = await store.savedRecord<Exhibitor>(fair, "exhibitor", page.id);
    if (!exhibitor) return null;
    const products = (await store.savedRecords<Product>(fair, "product")).filter(
      (p) => p.exhibitor.id === exhibitor.id,
    );
    return { page: "exhibitor", exhibitor, products: byName(products, fair.locale) };
  }
  if (page.page === "producer") {
    const producer = await store.savedRecord<Producer>(fair, "producer", page.id);
    if (!producer) return null;
    const products = (await store.savedRecords<Product>(fair, "product")).filter((p) => p.producer.id === producer.id);
    return { page: "producer", producer, products: byName(products, fair.locale) };
  }
  return null;
}

function byName(products: Product[], locale: Locale): Product[] {
  const compare = collator(locale).compare;
  return products.sort((a, b) => compare(a.name, b.name) || (a.vintage ?? 0) - (b.vintage ?? 0));
}

function baseOf(fair: SavedFair, collectionId: string, locale: Locale | null): LinkBase {
  return { collectionId, locale, segments: fair.event.settings.segments };
}

/** Follows a link as a whole document, so the service worker answers it (from the saved fair again, if need be). */
function loadWhole(event: MouseEvent<HTMLElement>) {
  const anchor = (event.target as HTMLElement).closest("a");
  if (!anchor || anchor.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const href = anchor.getAttribute("href");
  if (!href || href.startsWith("#")) return;
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
  const { fair, linkBase, shown } = found;
  const locale = fair.locale;
  const home: Crumb = { label: fair.event.name, to: links.eventHome(linkBase) };
  return (
    <div onClickCapture={loadWhole}>
      <p role="status" className="mb-4 rounded-md border border-line bg-wash px-4 py-3">
        {t("savedPage.notice", { date: formatDateTimeInZone(locale, fair.savedAt, fair.event.timezone) })}
      </p>
      {shown.page === "product" ? (
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
          tastingNotes={false}
        />
      ) : shown.page === "exhibitor" ? (
        <ExhibitorPage
          exhibitor={shown.exhibitor}
          products={shown.products}
          crumbs={[home, { label: shown.exhibitor.name }]}
          linkBase={linkBase}
          locale={locale}
          sponsorUrl={null}
        />
      ) : (
        <ProducerPage
          producer={shown.producer}
          products={shown.products}
          crumbs={[home, { label: shown.producer.name }]}
          linkBase={linkBase}
          locale={locale}
        />
      )}
    </div>
  );
}
