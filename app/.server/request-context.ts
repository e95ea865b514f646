import type { Locale } from "~/lib/locales";

// What the server hands every loader (React Router's load context).

export interface RequestContext {
  /** The browser's preferred supported locale (Accept-Language), for locale-less routes. */
  preferredLocale: Locale;
  /** The site's origin for canonical and alternate URLs. */
  origin: string;
  /** The nonce of this response's Content-Security-Policy, for the page's inline scripts. */
  cspNonce?: string;
  /**
   * Set by loaders of public pages: the page may be cached, tagged with the
   * records it shows; `incomplete` (any loader) keeps this rendering out of the cache.
   */
  cache: { public: boolean; tags: Set<string>; incomplete: boolean };
  /** Per-request memo so parent and child loaders share one query. */
  memo: Map<string, Promise<unknown>>;
}

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}

export function createRequestContext(init: {
  preferredLocale: Locale;
  origin: string;
  cspNonce?: string;
}): RequestContext {
  return { ...init, cache: { public: false, tags: new Set(), incomplete: false }, memo: new Map() };
}

/** Marks the page as the same for every visitor, and names the records it shows. */
export function cachePublicly(context: RequestContext, ...tags: string[]): void {
  context.cache.public = true;
  for (const tag of tags) context.cache.tags.add(tag);
}

/** Keeps this rendering out of the page cache, whatever other loaders say (it lacks something a later one will have). */
export function cacheNot(context: RequestContext): void {
  context.cache.incomplete = true;
}

export function memo<T>(context: RequestContext, key: string, load: () => Promise<T>): Promise<T> {
  let pending = context.memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    context.memo.set(key, pending);
  }
  return pending;
}
