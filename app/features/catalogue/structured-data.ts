import type { Image } from "~/features/media/image";
import { absoluteUrl } from "~/lib/links";
import { localizePath } from "~/lib/locale-path";
import type { Locale } from "~/lib/locales";
import { summarize } from "~/lib/seo";
import type { Product } from "./types";

// schema.org JSON-LD of the detail pages. Pure: the loaders pass the origin
// and the canonical locale, so the URLs agree with the page's canonical link.

type JsonLd = Record<string, unknown>;

export interface Crumb {
  label: string;
  /** A site path; the current page's crumb has none. */
  to?: string;
}

function imageUrl(origin: string, image: Image | null): string | undefined {
  if (!image) return undefined;
  return /^https?:\/\//.test(image.src) ? image.src : absoluteUrl(origin, image.src);
}

/** Drops empty values so the JSON-LD says nothing rather than something empty. */
function compact(value: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

export function breadcrumbJsonLd(options: {
  origin: string;
  locale: Locale;
  crumbs: Crumb[];
  currentPath: string;
}): JsonLd {
  const { origin, locale } = options;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: options.crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(origin, localizePath(crumb.to ?? options.currentPath, locale)),
    })),
  };
}

export function productJsonLd(options: {
  origin: string;
  url: string;
  product: Product;
  awardLabels: string[];
}): JsonLd {
  const { product, origin } = options;
  const producer = product.producer;
  const offers =
    product.price !== null && product.currency
      ? { "@type": "Offer", price: product.price, priceCurrency: product.currency.toUpperCase(), url: options.url }
      : undefined;
  const additionalProperty =
    product.alcohol !== null
      ? [{ "@type": "PropertyValue", name: "Alcohol", value: product.alcohol, unitText: "% vol" }]
      : undefined;
  return compact({
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.vintage ? `${product.name} ${product.vintage}` : product.name,
    url: options.url,
    image: imageUrl(origin, product.bottleImage),
    description: summarize(product.description, 500) || undefined,
    brand: { "@type": "Brand", name: producer.name },
    manufacturer: compact({
      "@type": "Organization",
      name: producer.name,
      address: producer.country ? { "@type": "PostalAddress", addressCountry: producer.country } : undefined,
    }),
    category: product.kind,
    gtin: product.gtin || product.eanBottle || undefined,
    award: options.awardLabels,
    offers,
    additionalProperty,
  });
}

export function organizationJsonLd(options: {
  origin: string;
  url: string;
  name: string;
  description: string;
  logo: Image | null;
  website?: string;
  email?: string;
  phone?: string;
  country?: string;
  founded?: number | null;
}): JsonLd {
  return compact({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: options.name,
    url: options.url,
    sameAs: options.website || undefined,
    logo: imageUrl(options.origin, options.logo),
    description: summarize(options.description, 500) || undefined,
    email: options.email || undefined,
    telephone: options.phone || undefined,
    foundingDate: options.founded ? String(options.founded) : undefined,
    address: options.country ? { "@type": "PostalAddress", addressCountry: options.country } : undefined,
  });
}

/** A curated list or an area as an ItemList of the pages it links to. */
export function itemListJsonLd(options: {
  origin: string;
  locale: Locale;
  name: string;
  items: { name: string; to: string }[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: options.name,
    numberOfItems: options.items.length,
    itemListElement: options.items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(options.origin, localizePath(item.to, options.locale)),
    })),
  };
}
