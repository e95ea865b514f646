// The page a confirmation link lands on says so: the link's callbackURL
// carries this flag (set when the mail is written), and the page shows
// "Your e-mail address is confirmed." when it arrives without an error.

export const EMAIL_CONFIRMED_PARAM = "emailConfirmed";

/** The confirmation link with the flag added to the page it returns to (better-auth's `callbackURL`). */
export function withConfirmedFlag(link: string): string {
  const url = new URL(link);
  const callback = url.searchParams.get("callbackURL") ?? "/";
  // Only a path on this site; anything else is better-auth's to refuse.
  if (!callback.startsWith("/") || callback.startsWith("//")) return link;
  const target = new URL(callback, "http://site.invalid");
  target.searchParams.set(EMAIL_CONFIRMED_PARAM, "1");
  url.searchParams.set("callbackURL", target.pathname + target.search + target.hash);
  return url.toString();
}

/** Whether a page's query says a confirmation link just confirmed the address (better-auth adds `error` when it did not). */
export function arrivedConfirmed(search: URLSearchParams): boolean {
  return search.get(EMAIL_CONFIRMED_PARAM) === "1" && !search.has("error");
}
