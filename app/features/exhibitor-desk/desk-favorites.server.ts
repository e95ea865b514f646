import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { dialectOf } from "~/.server/db/dialect";
import { visibleToRole } from "~/features/people/visibility.server";
import { productName } from "../catalogue/product-name";
import type { DeskPerson } from "./desk-people";
import { type DeskScope, withExhibitorFavorites } from "./exhibitor-favorites.server";

// Who bookmarked an exhibitor or its products (docs/product/exhibitor-desk.md).
// Everyone counts; only people who let representatives see them are named:
// a person of the event the user claimed, discoverable and visible to
// representatives (their profile's choice, else their kind's default), the
// same rule as the people directory. Everyone else is a number.

/** At most this many people are named, most bookmarks first. */
export const DESK_KEEPERS_SHOWN = 200;
/** At most this many of a person's bookmarked products are named. */
const PRODUCTS_NAMED = 5;

export interface FavoriteKeeper extends DeskPerson {
  /** They bookmarked the exhibitor itself. */
  exhibitor: boolean;
  products: number;
  /** Up to five of the products, most recently bookmarked first. */
  productNames: string[];
  lastAddedAt: string;
}

export interface DeskFavorites {
  /** Everyone who bookmarked the exhibitor or a product of it. */
  people: number;
  /** Favorites of the exhibitor and its products together. */
  favorites: number;
  /** Those who may be named. */
  shown: FavoriteKeeper[];
  /** People who bookmarked but keep their names from exhibitors. */
  private: number;
}

/**
 * The keepers representatives may see, with the person they are: driven
 * from the per-user sums (a cross join keeps that order in SQLite), so each
 * keeper costs one probe of the person and profile indexes.
 */
function visibleKeepers(db: DB, scope: DeskScope) {
  return withExhibitorFavorites(db, scope)
    .selectFrom("b")
    .crossJoin("person_profiles as p")
    .leftJoin("user_profiles as u", (join) =>
      join.onRef("u.event_id", "=", "p.event_id").onRef("u.user_id", "=", "p.claimed_by"),
    )
    .where("p.event_id", "=", scope.eventId)
    .whereRef("p.claimed_by", "=", "b.user_id")
    .where(visibleToRole(dialectOf(db), "REPRESENTATIVE"));
}

export async function deskFavorites(db: DB, scope: DeskScope): Promise<DeskFavorites> {
  const [totals, named, visible] = await Promise.all([
    withExhibitorFavorites(db, scope)
      .selectFrom("b")
      .select([
        (eb) => eb.fn.countAll<number | string>().as("people"),
        sql<number | string>`coalesce(sum(b.products + b.exhibitor), 0)`.as("favorites"),
      ])
      .executeTakeFirstOrThrow(),
    visibleKeepers(db, scope)
      .select(sql<number | string>`count(distinct b.user_id)`.as("people"))
      .executeTakeFirstOrThrow(),
    visibleKeepers(db, scope)
      .select([
        "b.user_id",
        "b.products",
        "b.exhibitor",
        "b.last_added_at",
        "p.id",
        "p.name",
        "p.company",
        "p.job_title",
        "p.country",
        "p.attendee_type",
      ])
      .orderBy("b.products", "desc")
      .orderBy("b.last_added_at", "desc")
      .orderBy("p.id")
      .limit(DESK_KEEPERS_SHOWN)
      .execute(),
  ]);
  // A user who claimed two people of the event is named once.
  const byUser = new Map<string, (typeof visible)[number]>();
  for (const row of visible) if (!byUser.has(row.user_id)) byUser.set(row.user_id, row);
  const names = await productNames(db, { ...scope, userIds: [...byUser.keys()] });
  const shown = [...byUser.values()].map((row) => ({
    personId: row.id,
    name: row.name,
    company: row.company,
    jobTitle: row.job_title,
    country: row.country,
    attendeeType: row.attendee_type,
    exhibitor: Number(row.exhibitor) > 0,
    products: Number(row.products),
    productNames: names.get(row.user_id) ?? [],
    lastAddedAt: row.last_added_at,
  }));
  const everyone = Number(totals.people);
  return {
    people: everyone,
    favorites: Number(totals.favorites),
    shown,
    private: Math.max(0, everyone - Number(named.people)),
  };
}

/** The named people's bookmarked products of the exhibitor, most recent first, five each. */
async function productNames(db: DB, scope: DeskScope & { userIds: string[] }): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (scope.userIds.length === 0) return names;
  const rows = await withExhibitorFavorites(db, scope)
    .selectFrom("items")
    .innerJoin("products as pr", "pr.id", "items.item_id")
    .select(["items.user_id", "pr.name", "pr.vintage"])
    .where("items.type", "=", "product")
    .where("items.user_id", "in", scope.userIds)
    .orderBy("items.added_at", "desc")
    .orderBy("pr.name")
    .execute();
  for (const row of rows) {
    const list = names.get(row.user_id) ?? [];
    if (list.length < PRODUCTS_NAMED) list.push(productName(row));
    names.set(row.user_id, list);
  }
  return names;
}
