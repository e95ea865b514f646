import type { DB } from "~/.server/db";
import {
  CREATED_WITH_CATALOGUE_TEXTS,
  createdTexts,
  expandHistory,
  type HistoryKind,
  TEXT_FIELD_PREFIX,
} from "~/features/catalogue/history";
import { PRODUCT_TEXT_FIELDS } from "~/features/catalogue/product-texts";
import { LOCALES } from "~/lib/locales";

// A product's history for the organizer (docs/product/site-settings.md "Products"): its field
// changes, sets and unsets wherever they came from (the fields it was created
// with, stored as one row, an entry each), and its being added to,
// removed from or changed in this event, newest first. Entries about the
// product in other events are left out. Who made an entry: the account's
// address when it was a person, else the tool's name (sync, import, demo).

export interface ProductHistoryEntry {
  id: number;
  kind: HistoryKind;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  /** An address, or a tool name ("sync", "demo-generator", "admin-api"…). */
  actor: string;
  createdAt: string;
}

export const HISTORY_PAGE_SIZE = 100;

function parse(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

export async function productHistory(
  db: DB,
  options: { eventId: string; productId: string; before?: number; limit?: number },
): Promise<{ entries: ProductHistoryEntry[]; next: number | null }> {
  const limit = options.limit ?? HISTORY_PAGE_SIZE;
  let query = db
    .selectFrom("history")
    .leftJoin("auth_users", "auth_users.id", "history.actor")
    .select([
      "history.id",
      "history.kind",
      "history.field",
      "history.old_value",
      "history.new_value",
      "history.actor",
      "history.created_at",
      "auth_users.email",
    ])
    .where("history.entity_type", "=", "product")
    .where("history.entity_id", "=", options.productId)
    .where((eb) => eb.or([eb("history.event_id", "is", null), eb("history.event_id", "=", options.eventId)]));
  if (options.before !== undefined) query = query.where("history.id", "<", options.before);
  const rows = await query
    .orderBy("history.id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  // The fields a product was created with are one row (decision 0024): an entry each, in the order they were set;
  // its texts are read back from the catalogue when the row does not hold them (decision 0027).
  const created = page.find((row) => row.kind === "set" && row.field === CREATED_WITH_CATALOGUE_TEXTS);
  const texts = created ? await textsCreatedWith(db, options.productId, Number(created.id)) : {};
  const entries = page.flatMap((row) =>
    expandHistory(
      {
        id: Number(row.id),
        kind: row.kind,
        field: row.field,
        oldValue: parse(row.old_value),
        newValue: parse(row.new_value),
        actor: row.email ?? row.actor,
        createdAt: row.created_at,
      },
      row === created ? texts : undefined,
    ),
  );
  const last = page.at(-1);
  return { entries, next: rows.length > limit && last ? Number(last.id) : null };
}

/**
 * The texts a product was created with when its history row of them
 * (`createdRowId`) does not hold them: the catalogue's as they are now, or
 * as the first change of each since says they were (createdTexts).
 */
async function textsCreatedWith(db: DB, productId: string, createdRowId: number): Promise<Record<string, unknown>> {
  // The texts first, then their changes: a change made between the two reads is among the changes, with the
  // value the texts read held as its old value. Read the other way round, its new value would pass for the first.
  const now = await db
    .selectFrom("product_translations")
    .select(["locale", ...PRODUCT_TEXT_FIELDS])
    .where("product_id", "=", productId)
    .execute();
  const later = await db
    .selectFrom("history")
    .select(["field", "old_value"])
    .where("entity_type", "=", "product")
    .where("entity_id", "=", productId)
    .where("id", ">", createdRowId)
    .where("field", "like", `${TEXT_FIELD_PREFIX}%`)
    .orderBy("id")
    .execute();
  return createdTexts(
    new Map(now.map((row) => [row.locale, row])),
    later.map((row) => ({ field: row.field, oldValue: parse(row.old_value) })),
    LOCALES,
    PRODUCT_TEXT_FIELDS,
  );
}
