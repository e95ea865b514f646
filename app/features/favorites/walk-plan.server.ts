import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { jsonStrings } from "~/features/catalogue/files.server";
import { denomination, mergeRegisteredProduct, resolveProducer } from "~/features/catalogue/rules";
import { readSensoryProfile } from "~/features/catalogue/sensory";
import type { ProducerRef } from "~/features/catalogue/types";
import { PRODUCT_KINDS, type ProductKind, type SensoryProfile } from "~/features/catalogue/vocabulary";
import { parseSettings } from "~/features/events/events.server";
import { type LinkBase, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { COMMON_MESSAGES } from "~/lib/messages";
import { findOwnList } from "./favorites.server";
import { FAVORITE_MESSAGES } from "./schemas";
import { compareWalkStops } from "./walk-order";

// The user's own catalogue at one event, ready to walk the hall with: their
// bookmarks (all, or one named list) or their tasting notes, joined with the
// catalogue as the event shows it (registration merged in, the placeholder-
// producer rule applied). A fixed set of queries whatever the number of
// entries, each filtered by `user_id = $me`. Used by the "My catalogue" page
// and the tasting booklet (PDF, Excel).

export type WalkPlanSource = "catalog" | "list" | "notes";

export interface WalkPlanExhibitor {
  id: string;
  name: string;
  country: string;
  tableNumber: string;
  sortNumber: number | null;
  path: string;
}

export interface WalkPlanProduct {
  id: string;
  name: string;
  kind: ProductKind;
  producer: ProducerRef;
  /** Subregion, or region when there is none. */
  denomination: string;
  country: string;
  vintage: number | null;
  grapeVarieties: { varietyName: string; percentage: number | null }[];
  /** Where the product is poured: its registration's table, else its exhibitor's. */
  tableNumber: string;
  price: number | null;
  currency: string;
  priceRange: string;
  path: string;
}

interface EntryBase {
  id: string;
  exhibitor: WalkPlanExhibitor;
  tags: string[];
  list: { listId: string; name: string } | null;
  /** When bookmarked (the note's creation for a note without a bookmark). */
  addedAt: string;
  favoriteed: boolean;
}

export interface ProductEntry extends EntryBase {
  type: "product";
  product: WalkPlanProduct;
  rating: number | null;
  note: string;
  /** The note's sensory scales that were set ({} without a note). */
  sensory: SensoryProfile;
  hasNote: boolean;
}

export interface ExhibitorEntry extends EntryBase {
  type: "exhibitor";
  product: null;
}

export type WalkPlanEntry = ProductEntry | ExhibitorEntry;

export interface WalkPlanOptions {
  eventId: string;
  userId: string;
  locale: Locale;
  source: WalkPlanSource;
  /** Required for `source: "list"`; an unknown list (or another user's) is not found. */
  listId?: string;
}

function toKind(value: string): ProductKind {
  return (PRODUCT_KINDS as readonly string[]).includes(value) ? (value as ProductKind) : "ProductV1";
}

/** A favourite's list as the API shows it: both parts, or none. */
function listOf(row: { list_id: string | null; list_name: string | null } | undefined) {
  return row?.list_id ? { listId: row.list_id, name: row.list_name ?? "" } : null;
}

/**
 * The user's entries in walking order (see walk-order.ts). Product entries
 * whose product is not registered for the event, and exhibitor bookmarks of
 * exhibitors not at the event, are left out: there is nothing to visit.
 * With tasting notes disabled for the event, notes are not read (the notes
 * source is empty, other sources carry no rating or note).
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: split with the shared registered-product row (issue 28)
export async function loadWalkPlan(db: DB, options: WalkPlanOptions): Promise<WalkPlanEntry[]> {
  const { eventId, userId, locale, source } = options;
  const event = await db.selectFrom("events").select(["id", "settings"]).where("id", "=", eventId).executeTakeFirst();
  if (!event) throw new AppError("not_found", COMMON_MESSAGES.eventNotLoaded);
  const settings = parseSettings(event.settings);
  const notesEnabled = settings.tastingNotesEnabled;
  if (source === "notes" && !notesEnabled) return [];

  if (source === "list") {
    if (!options.listId) throw new AppError("not_found", FAVORITE_MESSAGES.listNotFound);
    await findOwnList(db, { eventId, userId }, options.listId);
  }

  let favorites = db.selectFrom("favorites").where("event_id", "=", eventId).where("user_id", "=", userId);
  if (source === "list") favorites = favorites.where("list_id", "=", options.listId!);
  const ownNotes = db.selectFrom("tasting_notes").where("event_id", "=", eventId).where("user_id", "=", userId);

  // The products the entries are about, as a subquery each later query reuses.
  const productIds =
    source === "notes"
      ? ownNotes.select("product_id")
      : favorites.select("item_id as product_id").where("type", "=", "product");
  const exhibitorIds = favorites.select("item_id").where("type", "=", "exhibitor");
  const standIds = db
    .selectFrom("registered_products")
    .select("exhibitor_id")
    .where("event_id", "=", eventId)
    .where("product_id", "in", productIds);

  const [favoriteRows, noteRows, productRows, grapeRows, exhibitorRows] = await Promise.all([
    // For notes: the bookmarks of the noted products give their tags and list.
    (source === "notes" ? favorites.where("item_id", "in", productIds) : favorites)
      .select(["item_id", "type", "added_at", "tags", "list_id", "list_name"])
      .execute(),
    notesEnabled
      ? ownNotes.select(["product_id", "rating", "note", "sensory", "added_at"]).execute()
      : Promise.resolve([]),
    db
      .selectFrom("registered_products as rp")
      .innerJoin("products as p", "p.id", "rp.product_id")
      .innerJoin("exhibitors as e", "e.id", "rp.exhibitor_id")
      .innerJoin("registrations as r", "r.id", "rp.registration_id")
      .leftJoin("registration_exhibitors as re", (join) =>
        join.onRef("re.registration_id", "=", "rp.registration_id").onRef("re.exhibitor_id", "=", "rp.exhibitor_id"),
      )
      .leftJoin("producers as pr", "pr.id", "p.producer_id")
      .select([
        "p.id",
        "p.kind",
        "p.name",
        "p.vintage",
        "p.country",
        "p.region",
        "p.subregion",
        "p.price_range",
        "rp.table_number as rp_table",
        "rp.price",
        "rp.currency",
        "rp.price_range as rp_price_range",
        "re.table_number as re_table",
        "r.table_number as r_table",
        "e.id as exhibitor_id",
        "e.name as exhibitor_name",
        "e.country as exhibitor_country",
        "pr.id as producer_id",
        "pr.name as producer_name",
        "pr.country as producer_country",
        "pr.region as producer_region",
      ])
      .where("rp.event_id", "=", eventId)
      .where("rp.product_id", "in", productIds)
      .execute(),
    db
      .selectFrom("product_grape_varieties")
      .select(["product_id", "variety_name", "percentage"])
      .where("product_id", "in", productIds)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("registration_exhibitors as re")
      .innerJoin("registrations as r", "r.id", "re.registration_id")
      .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
      .select([
        "e.id",
        "e.name",
        "e.country",
        "re.table_number as re_table",
        "r.table_number as r_table",
        "re.sort_number as re_sort",
        "r.sort_number as r_sort",
      ])
      .where("re.event_id", "=", eventId)
      .where((eb) => eb.or([eb("re.exhibitor_id", "in", exhibitorIds), eb("re.exhibitor_id", "in", standIds)]))
      .execute(),
  ]);

  const linkBase: LinkBase = { locale, collectionId: eventId, segments: settings.segments };
  const exhibitors = new Map<string, WalkPlanExhibitor>(
    exhibitorRows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        country: row.country,
        tableNumber: row.re_table || row.r_table || "",
        sortNumber: row.re_sort ?? row.r_sort ?? null,
        path: links.exhibitor(linkBase, row.id),
      },
    ]),
  );
  const grapes = new Map<string, WalkPlanProduct["grapeVarieties"]>();
  for (const row of grapeRows) {
    const list = grapes.get(row.product_id) ?? [];
    list.push({ varietyName: row.variety_name, percentage: row.percentage });
    grapes.set(row.product_id, list);
  }
  const favoriteById = new Map(favoriteRows.map((row) => [row.item_id, row]));
  const noteById = new Map(noteRows.map((row) => [row.product_id, row]));

  const entries: WalkPlanEntry[] = [];
  for (const row of productRows) {
    const exhibitor = exhibitors.get(row.exhibitor_id);
    if (!exhibitor) continue;
    const placed = mergeRegisteredProduct(
      {
        tableNumber: row.re_table || row.r_table || "",
        price: null,
        currency: settings.currency,
        priceRange: row.price_range,
      },
      {
        productId: row.id,
        tableNumber: row.rp_table,
        price: row.price,
        currency: row.currency,
        priceRange: row.rp_price_range,
      },
    );
    const favorite = favoriteById.get(row.id);
    const note = noteById.get(row.id);
    entries.push({
      type: "product",
      id: row.id,
      exhibitor,
      product: {
        id: row.id,
        name: row.name,
        kind: toKind(row.kind),
        producer: resolveProducer({
          producer: row.producer_id
            ? {
                id: row.producer_id,
                name: row.producer_name ?? "",
                country: row.producer_country ?? "",
                region: row.producer_region ?? "",
              }
            : null,
          exhibitor: { id: row.exhibitor_id, name: row.exhibitor_name, country: row.exhibitor_country },
        }),
        denomination: denomination(row),
        country: row.country,
        vintage: row.vintage,
        grapeVarieties: grapes.get(row.id) ?? [],
        tableNumber: placed.tableNumber,
        price: placed.price === null ? null : Number(placed.price),
        currency: placed.currency,
        priceRange: placed.priceRange,
        path: links.productByExhibitor(linkBase, row.exhibitor_id, row.id),
      },
      rating: note?.rating ?? null,
      note: note?.note ?? "",
      sensory: readSensoryProfile(note?.sensory),
      hasNote: note !== undefined,
      tags: jsonStrings(favorite?.tags),
      list: listOf(favorite),
      addedAt: favorite?.added_at ?? note?.added_at ?? "",
      favoriteed: favorite !== undefined,
    });
  }
  if (source !== "notes") {
    for (const row of favoriteRows) {
      const exhibitor = row.type === "exhibitor" ? exhibitors.get(row.item_id) : undefined;
      if (!exhibitor) continue;
      entries.push({
        type: "exhibitor",
        id: row.item_id,
        exhibitor,
        product: null,
        tags: jsonStrings(row.tags),
        list: listOf(row),
        addedAt: row.added_at,
        favoriteed: true,
      });
    }
  }
  return entries.sort((a, b) => compareWalkStops(a, b, locale));
}
