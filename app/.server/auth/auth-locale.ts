import { negotiateLocale } from "~/lib/locale-path";
import { isLocale, type Locale } from "~/lib/locales";

/**
 * The language of an email sent during sign-in: the x-uncork-locale header
 * our forms send, else the locale of the page the request came from, else
 * the browser's preference.
 */
export function localeOfAuthRequest(request: Request | undefined): Locale {
  return request ? localeOfHeaders(request.headers) : "en";
}

/** The same choice from any request's headers (a Fetch Request's, or Express's `req.get`). */
export function localeOfHeaders(headers: { get(name: string): string | null | undefined }): Locale {
  const header = headers.get("x-uncork-locale");
  if (isLocale(header)) return header;
  const referer = headers.get("referer");
  if (referer) {
    const first = new URL(referer, "http://x").pathname.split("/")[1];
    if (isLocale(first)) return first;
  }
  return negotiateLocale(headers.get("accept-language") ?? undefined);
}
