import { useCspNonce } from "~/lib/csp-nonce";

// The filters of a list live in the URL's hash, which the server never sees,
// so the language links it renders cannot hold them (issue 12). This inline
// script runs while the page is still being read, long before React takes
// over on a slow phone: whenever a language link is about to be followed
// (clicked, middle-clicked, or its menu opened to copy it), it writes the
// page's current query and hash into the link. One listener for the life of
// the page, before and after hydration alike.

/** The attribute that marks a link to the same page in another language (site-header.tsx). */
const KEEPS_FILTERS = "data-keeps-filters";

/** The script itself: one capturing listener per event that can follow or copy a link. */
export const LANGUAGE_LINKS_SCRIPT = `(function(){function keep(e){var t=e.target,a=t&&t.closest?t.closest("a[${KEEPS_FILTERS}]"):null;if(!a)return;var u=new URL(a.href);u.search=location.search;u.hash=location.hash;a.href=u.href}["pointerdown","click","auxclick","contextmenu"].forEach(function(n){addEventListener(n,keep,true)})})();`;

export function LanguageLinksScript() {
  const nonce = useCspNonce();
  return (
    <script
      nonce={nonce}
      // The browser hides a nonce once read, and the client renders none: not a mismatch.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no input in it
      dangerouslySetInnerHTML={{ __html: LANGUAGE_LINKS_SCRIPT }}
    />
  );
}
