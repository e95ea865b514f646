import type { DB } from "~/.server/db";
import { AppError } from "~/.server/errors";
import { jsonStrings } from "~/features/catalogue/files.server";
import {
  rowPlacement,
  rowProducer,
  selectRegisteredProducts,
} from "~/features/catalogue/registered-product-rows.server";
import { denomination } from "~/features/catalogue/rules";
import { readSensoryProfile } from "~/features/catalogue/sensory";
import type { ProducerRef } from "~/features/catalogue/types";
import { PRODUCT_KINDS, type ProductKind, type SensoryProfile } from "~/features/catalogue/vocabulary";
import { parseSettings } from "~/features/events/events.server";
import { getOrInsert } from "~/lib/get-or-insert";
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

  const rows = await readWalkPlanRows(db, options, notesEnabled);
  const linkBase: LinkBase = { locale, collectionId: eventId, segments: settings.segments };
  const exhibitors = new Map(rows.exhibitors.map((row) => [row.id, walkPlanExhibitor(row, linkBase)]));
  const entries: WalkPlanEntry[] = [
    ...productEntries(rows, { exhibitors, linkBase, currency: settings.currency }),
    ...(source === "notes" ? [] : exhibitorEntries(rows.favorites, exhibitors)),
  ];
  return entries.sort((a, b) => compareWalkStops(a, b, locale));
}

type WalkPlanRows = Awaited<ReturnType<typeof readWalkPlanRows>>;

/** Everything the plan shows, in one round of queries, each carrying `user_id = $me` or filtered by the user's rows. */
async function readWalkPlanRows(db: DB, options: WalkPlanOptions, notesEnabled: boolean) {
  const { eventId, userId, source } = options;
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
    selectRegisteredProducts(db, eventId)
      .select(["p.id", "p.kind", "p.name", "p.vintage", "p.country", "p.region", "p.subregion", "p.price_range"])
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
  return {
    favorites: favoriteRows,
    notes: noteRows,
    products: productRows,
    grapes: grapeRows,
    exhibitors: exhibitorRows,
  };
}

function walkPlanExhibitor(row: WalkPlanRows["exhibitors"][number], linkBase: LinkBase): WalkPlanExhibitor {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    tableNumber: row.re_table || row.r_table || "",
    sortNumber: row.re_sort ?? row.r_sort ?? null,
    path: links.exhibitor(linkBase, row.id),
  };
}

/** An entry per product registered for the event, with the user's bookmark and note of it. */
function productEntries(
  rows: WalkPlanRows,
  context: { exhibitors: Map<string, WalkPlanExhibitor>; linkBase: LinkBase; currency: string },
): ProductEntry[] {
  const grapes = new Map<string, WalkPlanProduct["grapeVarieties"]>();
  for (const row of rows.grapes) {
    getOrInsert(grapes, row.product_id, () => []).push({ varietyName: row.variety_name, percentage: row.percentage });
  }
  const favoriteById = new Map(rows.favorites.map((row) => [row.item_id, row]));
  const noteById = new Map(rows.notes.map((row) => [row.product_id, row]));
  return rows.products.flatMap((row): ProductEntry[] => {
    const exhibitor = context.exhibitors.get(row.e_id);
    if (!exhibitor) return [];
    const placed = rowPlacement(row, context.currency);
    const favorite = favoriteById.get(row.id);
    const note = noteById.get(row.id);
    const product: WalkPlanProduct = {
      id: row.id,
      name: row.name,
      kind: toKind(row.kind),
      producer: rowProducer(row),
      denomination: denomination(row),
      country: row.country,
      vintage: row.vintage,
      grapeVarieties: grapes.get(row.id) ?? [],
      tableNumber: placed.tableNumber,
      price: placed.price === null ? null : Number(placed.price),
      currency: placed.currency,
      priceRange: placed.priceRange,
      path: links.productByExhibitor(context.linkBase, row.e_id, row.id),
    };
    return [
      {
        type: "product",
        id: row.id,
        exhibitor,
        product,
        rating: note?.rating ?? null,
        note: note?.note ?? "",
        sensory: readSensoryProfile(note?.sensory),
        hasNote: note !== undefined,
        tags: jsonStrings(favorite?.tags),
        list: listOf(favorite),
        addedAt: favorite?.added_at ?? note?.added_at ?? "",
        favoriteed: favorite !== undefined,
      },
    ];
  });
}

/** An entry per exhibitor bookmark of an exhibitor at the event. */
function exhibitorEntries(
  favorites: WalkPlanRows["favorites"],
  exhibitors: Map<string, WalkPlanExhibitor>,
): ExhibitorEntry[] {
  return favorites.flatMap((row): ExhibitorEntry[] => {
    const exhibitor = row.type === "exhibitor" ? exhibitors.get(row.item_id) : undefined;
    if (!exhibitor) return [];
    return [
      {
        type: "exhibitor",
        id: row.item_id,
        exhibitor,
        product: null,
        tags: jsonStrings(row.tags),
        list: listOf(row),
        addedAt: row.added_at,
        favoriteed: true,
      },
    ];
  });
}
