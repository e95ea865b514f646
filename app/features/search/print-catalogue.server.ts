import type { DB } from "~/.server/db";
import { sortByLocale } from "~/lib/format";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { summarize } from "~/lib/seo";
import { getExhibitor } from "../catalogue/exhibitors.server";
import type { Exhibitor, ProductSummary } from "../catalogue/types";
import { exhibitorProductSummaries } from "./product-summaries.server";

// The printed-catalogue view of an event (/{locale}/catalog, docs/product/catalogue.md): every
// exhibitor from A to Z with its table, and one entry page per exhibitor.

export interface PrintCatalogueExhibitor {
  id: string;
  slug: string;
  name: string;
  country: string;
  tableNumber: string;
  productCount: number;
}

/** Every exhibitor registered for the event, in the locale's alphabetical order. */
export async function listPrintCatalogue(
  db: DB,
  options: { eventId: string; locale: Locale },
): Promise<PrintCatalogueExhibitor[]> {
  const { eventId, locale } = options;
  const [rows, counts] = await Promise.all([
    db
      .selectFrom("registration_exhibitors as re")
      .innerJoin("registrations as r", "r.id", "re.registration_id")
      .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
      .select([
        "e.id",
        "e.slug",
        "e.name",
        "e.country",
        "re.table_number as own_table",
        "r.table_number as stand_table",
      ])
      .where("re.event_id", "=", eventId)
      .execute(),
    db
      .selectFrom("registered_products")
      .select((eb) => ["exhibitor_id", eb.fn.countAll<number | string>().as("n")])
      .where("event_id", "=", eventId)
      .groupBy("exhibitor_id")
      .execute(),
  ]);
  // PostgreSQL returns count(*) as a string (bigint).
  const productCount = new Map(counts.map((row) => [row.exhibitor_id, Number(row.n)]));
  // An exhibitor with two registrations in one event is listed once.
  const byId = new Map<string, PrintCatalogueExhibitor>();
  for (const row of rows) {
    if (byId.has(row.id)) continue;
    byId.set(row.id, {
      id: row.id,
      slug: row.slug,
      name: row.name,
      country: row.country,
      // The exhibitor's own table in a grouped registration wins over the stand's.
      tableNumber: row.own_table || row.stand_table || "",
      productCount: productCount.get(row.id) ?? 0,
    });
  }
  return sortByLocale(locale, [...byId.values()], "name");
}

export interface PrintCatalogueEntry {
  exhibitor: Exhibitor;
  /** The description cut to catalogue length. */
  shortDescription: string;
  products: ProductSummary[];
}

const SHORT_DESCRIPTION = 400;

/** An exhibitor's catalogue entry by its slug (or id), or null when it does not exhibit at the event. */
export async function getPrintCatalogueEntry(
  db: DB,
  options: { eventId: string; page: string; locale: Locale; fallbackLocale?: Locale },
): Promise<PrintCatalogueEntry | null> {
  const { eventId, page, locale, fallbackLocale = DEFAULT_LOCALE } = options;
  const match = await db
    .selectFrom("registration_exhibitors as re")
    .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
    .select("e.id")
    .where("re.event_id", "=", eventId)
    .where((eb) => eb.or([eb("e.slug", "=", page), eb("e.id", "=", page)]))
    // A slug that is also another exhibitor's id means the slug: links use slugs.
    .orderBy((eb) => eb.case().when("e.slug", "=", page).then(0).else(1).end())
    .executeTakeFirst();
  if (!match) return null;
  const [exhibitor, products] = await Promise.all([
    getExhibitor(db, { eventId, exhibitorId: match.id, locale, fallbackLocale }),
    exhibitorProductSummaries(db, { eventId, exhibitorId: match.id, locale }),
  ]);
  if (!exhibitor) return null;
  return { exhibitor, shortDescription: summarize(exhibitor.description, SHORT_DESCRIPTION), products };
}
