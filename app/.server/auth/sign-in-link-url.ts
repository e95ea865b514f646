/**
 * The address an emailed sign-in link opens: our own page, not better-auth's
 * verify endpoint, so opening it does not spend the link (mail scanners fetch
 * links); the page signs in by POST. `next` survives only as a path on this
 * site, never another host's address.
 */
export function signInLinkUrl(options: { origin: string; locale: string; token: string; next?: string }): string {
  const url = new URL(`${options.origin}/${options.locale}/sign-in/link`);
  url.searchParams.set("token", options.token);
  const { next } = options;
  if (next?.startsWith("/") && !next.startsWith("//")) url.searchParams.set("next", next);
  return url.toString();
}
