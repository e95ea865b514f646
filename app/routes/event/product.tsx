import { z } from "zod";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { cacheNot, cachePublicly } from "~/.server/request-context";
import { awardLabel } from "~/features/catalogue/components/award-list";
import { productFacts, withoutFactFields } from "~/features/catalogue/components/product-facts";
import { ProductPage } from "~/features/catalogue/components/product-page";
import { productName } from "~/features/catalogue/product-name";
import { getProduct } from "~/features/catalogue/products.server";
import { breadcrumbJsonLd, type Crumb, productJsonLd } from "~/features/catalogue/structured-data";
import { loadEventContext } from "~/features/events/event-context.server";
import { relatedProductSummaries } from "~/features/search/product-summaries.server";
import { absoluteUrl, links, sectionOf } from "~/lib/links";
import { localizePath } from "~/lib/locale-path";
import { pageMeta, summarize } from "~/lib/seo";
import type { Route } from "./+types/product";

// One module for both product URLs: /by-exhibitor/{companyId}/{productId}
// and /by-producer/{producerId}/{productId}.
const paramsSchema = z.union([
  z.object({ section: z.string(), companyId: z.string().min(1), productId: z.string().min(1) }),
  z.object({ section: z.string(), producerId: z.string().min(1), productId: z.string().min(1) }),
]);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { event, locale, linkBase } = await loadEventContext(params, context);
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success || sectionOf(event.settings.segments, parsed.data.section) !== "products") notFound();
  const input = parsed.data;
  const path = "companyId" in input ? { exhibitorId: input.companyId } : { producerId: input.producerId };

  const product = await getProduct(db(), {
    eventId: event.id,
    productId: input.productId,
    locale,
    fallbackLocale: event.defaultLocale,
    path,
  });
  if (!product) notFound();
  const { complete, ...related } = await relatedProductSummaries(db(), { eventId: event.id, product });

  const shown = [product, ...related.sameProducer, ...related.sameExhibitor, ...related.similar];
  cachePublicly(
    context,
    ...shown.map((p) => `product:${p.id}`),
    ...shown.map((p) => `exhibitor:${p.exhibitor.id}`),
    ...shown.filter((p) => !p.producer.isExhibitor).map((p) => `producer:${p.producer.id}`),
  );
  // A page rendered while the event's search index is still being built
  // lacks similar products: it is not kept.
  if (!complete) cacheNot(context);

  const t = serverT(locale);
  const producer = product.producer;
  const viaProducer = "producerId" in path;
  const title = productName(product);
  const crumbs: Crumb[] = [
    { label: event.name, to: links.eventHome(linkBase) },
    viaProducer && !producer.isExhibitor
      ? { label: t("catalogue:nav.producers"), to: links.producers(linkBase) }
      : { label: t("catalogue:nav.exhibitors"), to: links.exhibitors(linkBase) },
    viaProducer && !producer.isExhibitor
      ? { label: producer.name, to: links.producer(linkBase, producer.id) }
      : { label: product.exhibitor.name, to: links.exhibitor(linkBase, product.exhibitor.id) },
    { label: title },
  ];
  const pathname = new URL(request.url).pathname;
  const url = absoluteUrl(context.origin, localizePath(pathname, locale));
  const awardLabels = product.awards.map((award) => awardLabel(t, award));

  return {
    product: withoutFactFields(product),
    related,
    crumbs,
    locale,
    linkBase,
    // Formatted here, so the formatting code stays out of the browser's bundle.
    facts: productFacts(product, locale, t, event.settings.currency),
    tastingNotes: event.settings.tastingNotesEnabled,
    meta: pageMeta({
      locale,
      title: `${title} · ${producer.name}`,
      description:
        summarize(product.description) ||
        t("detail:product.metaDescription", { name: title, producer: producer.name, event: event.name }),
      siteName: t("meta.siteName"),
      origin: context.origin,
      path: pathname,
      image: product.bottleImage?.src ?? null,
      jsonLd: [
        productJsonLd({
          origin: context.origin,
          url,
          product: { ...product, currency: product.currency || event.settings.currency },
          awardLabels,
        }),
        breadcrumbJsonLd({ origin: context.origin, locale, crumbs, currentPath: pathname }),
      ],
    }),
  };
}

// The descriptors are built by the loader: the code that builds them stays on the server.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { product, related, crumbs, linkBase, locale, facts, tastingNotes } = loaderData;
  return (
    <ProductPage
      product={product}
      related={related}
      crumbs={crumbs}
      linkBase={linkBase}
      locale={locale}
      facts={facts}
      tastingNotes={tastingNotes}
    />
  );
}
