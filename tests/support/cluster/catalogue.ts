import { connect } from "~/.server/db/connect";
import { links } from "~/lib/links";

// What the cluster's checks ask pages of: the demo fair's newest event and
// some of its products, read once from the cluster's database.

export interface ClusterCatalogue {
  eventId: string;
  products: { productId: string; exhibitorId: string; path: string }[];
  /** Pages of each type, for loads and comparisons. */
  pages: { home: string; products: string; product: string; search: string };
}

export async function readCatalogue(databaseUrl: string): Promise<ClusterCatalogue> {
  const db = connect(databaseUrl);
  try {
    const event = await db.selectFrom("events").select(["id"]).orderBy("starts_on", "desc").executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom("registered_products")
      .select(["product_id", "exhibitor_id"])
      .where("event_id", "=", event.id)
      .orderBy("product_id")
      .limit(200)
      .execute();
    if (rows.length < 20) throw new Error(`the demo fair has ${rows.length} products at its newest event`);
    const base = { locale: "en" as const, collectionId: event.id };
    const products = rows.map((row) => ({
      productId: row.product_id,
      exhibitorId: row.exhibitor_id,
      path: links.productByExhibitor(base, row.exhibitor_id, row.product_id),
    }));
    return {
      eventId: event.id,
      products,
      pages: {
        home: links.eventHome(base),
        products: links.products(base),
        product: products[0].path,
        search: searchPath(event.id, "wine"),
      },
    };
  } finally {
    await db.destroy();
  }
}

export function searchPath(eventId: string, q: string): string {
  return `/api/search/${eventId}/products?locale=en&q=${encodeURIComponent(q)}`;
}
