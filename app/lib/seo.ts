import type { MetaDescriptor } from "react-router";
import { localizePath } from "./locale-path";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

export interface PageMetaInput {
  title: string;
  description: string;
  origin: string;
  /** The page's path (a locale-less path is canonicalised to its localized form). */
  path: string;
  locale: Locale;
  siteName: string;
  image?: string | null;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noIndex?: boolean;
}

/** Title, description, canonical URL, hreflang alternates, Open Graph and JSON-LD. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const canonicalPath = localizePath(input.path, input.locale);
  const url = (path: string) => `${input.origin}${path}`;
  const meta: MetaDescriptor[] = [
    { title: `${input.title} · ${input.siteName}` },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url(canonicalPath) },
    ...LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: url(localizePath(input.path, l)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(localizePath(input.path, DEFAULT_LOCALE)) },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url(canonicalPath) },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: input.locale },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image)
    meta.push({ property: "og:image", content: input.image.startsWith("http") ? input.image : url(input.image) });
  if (input.noIndex) meta.push({ name: "robots", content: "noindex" });
  for (const ld of Array.isArray(input.jsonLd) ? input.jsonLd : input.jsonLd ? [input.jsonLd] : []) {
    meta.push({ "script:ld+json": ld });
  }
  return meta;
}

/** Shortens text for a meta description at a word boundary. */
export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}
