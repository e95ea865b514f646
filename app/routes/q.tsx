import { redirect } from "react-router";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { getEvent } from "~/features/events/events.server";
import { normalizeProductCode } from "~/features/labels/code-format";
import { productOfCode } from "~/features/labels/product-codes.server";
import { links } from "~/lib/links";
import type { Route } from "./+types/q";

// /q/{code} (issue 31, docs/labels.md): the address a label's QR code holds.
// It sends the visitor to the product's page in their language (the one
// their browser asks for); a code nobody was given, or whose product the
// event no longer shows, is the 404 page. Never cached by the page cache:
// the answer depends on the visitor's language.

export async function loader({ params, context }: Route.LoaderArgs) {
  const code = normalizeProductCode(params.code);
  const product = code ? await productOfCode(db(), code) : null;
  const locale = context.preferredLocale;
  const event = product ? await getEvent(db(), { idOrSlug: product.eventId, locale }) : null;
  if (!product || !event) notFound();
  const base = { locale, collectionId: event.id, segments: event.settings.segments };
  return redirect(links.productByExhibitor(base, product.exhibitorId, product.productId), {
    status: 302,
    headers: { "Cache-Control": "private, no-store", Vary: "Accept-Language" },
  });
}

// A page route, not a resource route, so an unknown code renders the site's 404 page. The loader always redirects or refuses: nothing renders here.
export default function ProductCode() {
  return null;
}
