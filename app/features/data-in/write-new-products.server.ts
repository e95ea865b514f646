import type { Insertable } from "kysely";
import { insertMany } from "~/.server/db/insert-many";
import type { Database } from "~/.server/db/schema";
import { factListRows, insertFactListRows, newProductFactColumns } from "~/features/catalogue/product-facts.server";
import { sliceYielder } from "~/lib/time-slice";
import type { PlannedWrite } from "./apply-sync.server";
import type { PlannedChange } from "./plan-sync.server";
import { changedColumns, changedTexts, plannedValues } from "./planned-values";
import type { SourceProduct } from "./product-api/read-source.server";
import {
  isFact,
  newProductRow,
  newRegistrationRow,
  newTextsRow,
  recordNewProductHistory,
  registrationsOf,
  writeProduct,
} from "./write-product.server";

// Writing a batch of planned product changes (docs/data-in.md "Writing what
// was read"): the products the site has never had are inserted together, a
// few hundred rows a statement per table (their rows, facts' lists, texts
// and registrations; a row names every fact column, so the rows of a batch
// share one statement's shape), and the rest are written one by one as before. The
// history is recorded change by change in the plan's order either way; a new
// product's fields as one row (decision 0024).

/** A statement's rows at most: 200 rows of texts in five languages are about 600 KB, a few milliseconds. */
const BY_STATEMENT = { rowsPerStatement: 200 };

export interface ProductWrite {
  change: PlannedChange;
  product: SourceProduct;
}

export async function writeProducts(w: PlannedWrite, items: readonly ProductWrite[]): Promise<void> {
  if (items.length === 0) return;
  const known = new Set(
    (
      await w.trx
        .selectFrom("products")
        .select("id")
        .where(
          "id",
          "in",
          items.map((item) => item.change.id),
        )
        .execute()
    ).map((row) => row.id),
  );
  // A new product can only join the event (there is no registration to change without a product).
  await insertNewProducts(
    w,
    items.filter((item) => !known.has(item.change.id)),
  );
  const turn = sliceYielder();
  for (const { change, product } of items) {
    if (known.has(change.id)) await writeProduct(w, change, product);
    else recordNewProductHistory(w, change, product);
    await turn();
  }
}

/** The new products' rows, facts' lists, texts and registrations, inserted a table at a time. */
async function insertNewProducts(w: PlannedWrite, items: readonly ProductWrite[]): Promise<void> {
  if (items.length === 0) return;
  const products: Insertable<Database["products"]>[] = [];
  const texts: Insertable<Database["product_translations"]>[] = [];
  const lists: FactLists = {
    product_grape_varieties: [],
    product_awards: [],
    product_soil_types: [],
  };
  // Building 200 products' rows (their texts in five languages) took 20–120 ms: the event loop gets turns meanwhile.
  const turn = sliceYielder();
  for (const { change, product } of items) {
    await turn();
    const values = plannedValues(change);
    const facts = changedColumns(values, isFact);
    products.push(newProductRow(w, product, newProductFactColumns(w.dialect, facts)));
    const rows = factListRows(product.id, facts);
    lists.product_grape_varieties.push(...(rows.product_grape_varieties ?? []));
    lists.product_awards.push(...(rows.product_awards ?? []));
    lists.product_soil_types.push(...(rows.product_soil_types ?? []));
    for (const [locale, columns] of changedTexts(values)) {
      texts.push(newTextsRow(product.id, locale, columns));
    }
  }
  await insertMany(w.trx, "products", products, BY_STATEMENT);
  await insertFactListRows(w.trx, lists);
  await insertMany(w.trx, "product_translations", texts, BY_STATEMENT);
  const registrations = await registrationsOf(
    w,
    items.map((item) => item.product.exhibitorId),
  );
  const registered = items.map(({ product }) =>
    newRegistrationRow(w, product, registrations.get(product.exhibitorId) as string),
  );
  await insertMany(w.trx, "registered_products", registered, BY_STATEMENT);
}

type FactLists = { [T in keyof ReturnType<typeof factListRows>]: NonNullable<ReturnType<typeof factListRows>[T]> };
