import type { DB } from "~/.server/db";
import type { Image } from "~/features/media/image";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { imagesById, toImage } from "../media/images.server";
import type { Trx } from "./catalogue-writes.server";
import { LOGO_SIZES, openingHours, toLocation } from "./exhibitors.server";
import { filesByOwner, jsonStrings } from "./files.server";
import type { Exhibitor, ExhibitorLocation } from "./types";
import { isOffering, isStatus } from "./vocabulary";

// What the public API tells about exhibitors besides their card (docs/product/catalogue.md
// "What the catalogue holds"), for a page of them at once: six queries whatever the
// number. Only what the public exhibitor page shows: no contacts' addresses
// or telephone numbers.

export type ExhibitorFacts = Pick<
  Exhibitor,
  | "website"
  | "founded"
  | "languagesSpoken"
  | "countries"
  | "offering"
  | "openingHours"
  | "locations"
  | "distribution"
  | "files"
> & { logo: Image | null };

export async function readExhibitorFacts(
  db: DB,
  ids: readonly string[],
  options: { locale: Locale; fallbackLocale?: Locale },
): Promise<Map<string, ExhibitorFacts>> {
  const out = new Map<string, ExhibitorFacts>();
  if (ids.length === 0) return out;
  const { locale, fallbackLocale = DEFAULT_LOCALE } = options;
  const [rows, locations, markets, files] = await Promise.all([
    db
      .selectFrom("exhibitors")
      .select([
        "id",
        "website",
        "founded",
        "languages_spoken",
        "countries",
        "offering",
        "opening_hours",
        "logo_image_id",
      ])
      .where("id", "in", ids)
      .execute(),
    db
      .selectFrom("exhibitor_locations")
      .selectAll()
      .where("exhibitor_id", "in", ids)
      .orderBy("exhibitor_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("exhibitor_markets")
      .selectAll()
      .where("exhibitor_id", "in", ids)
      .orderBy("exhibitor_id")
      .orderBy("status")
      .orderBy("market")
      .execute(),
    filesByOwner(db, { ownerType: "exhibitor", ownerIds: [...ids], locale, fallbackLocale }),
  ]);
  const logos = await imagesById(
    db,
    rows.map((row) => row.logo_image_id),
  );
  for (const row of rows) {
    out.set(row.id, {
      website: row.website,
      founded: row.founded,
      languagesSpoken: jsonStrings(row.languages_spoken),
      countries: jsonStrings(row.countries),
      offering: jsonStrings(row.offering).filter(isOffering),
      openingHours: openingHours(row.opening_hours),
      locations: [],
      distribution: [],
      files: files.get(row.id) ?? [],
      logo: toImage(row.logo_image_id ? logos.get(row.logo_image_id) : null, LOGO_SIZES),
    });
  }
  for (const l of locations) out.get(l.exhibitor_id)?.locations.push(toLocation(l));
  for (const m of markets) {
    if (isStatus(m.status)) out.get(m.exhibitor_id)?.distribution.push({ market: m.market, status: m.status });
  }
  return out;
}

/** The facts a source gives about an exhibitor (the API's fields), without the files and the logo (they stay on the source's server). */
export type SourceExhibitorFacts = Omit<ExhibitorFacts, "files" | "logo">;

/** The exhibitor columns the facts live in, and the lists held in rows of their own. */
const EXHIBITOR_FACT_COLUMNS = {
  website: "website",
  founded: "founded",
  languagesSpoken: "languages_spoken",
  countries: "countries",
  offering: "offering",
  openingHours: "opening_hours",
} as const;
export const EXHIBITOR_FACT_LISTS = new Set(["locations", "distribution"]);
const JSON_COLUMNS = new Set<string>(["languages_spoken", "countries", "offering", "opening_hours"]);

/** The facts as fields of a change (the database's names), in one form whatever the dialect. */
export function exhibitorFactFields(facts: Partial<SourceExhibitorFacts>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(EXHIBITOR_FACT_COLUMNS) as [
    keyof typeof EXHIBITOR_FACT_COLUMNS,
    string,
  ][]) {
    if (facts[key] !== undefined) out[column] = facts[key];
  }
  if (facts.locations !== undefined) out.locations = facts.locations;
  if (facts.distribution !== undefined) out.distribution = facts.distribution;
  return out;
}

export const isExhibitorFact = (field: string) =>
  EXHIBITOR_FACT_LISTS.has(field) || (Object.values(EXHIBITOR_FACT_COLUMNS) as string[]).includes(field);

/** Writes an exhibitor's changed facts in the transaction: its columns, and its locations and markets replaced whole. */
export async function writeExhibitorFacts(
  trx: Trx,
  exhibitorId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const columns: Record<string, unknown> = {};
  for (const column of Object.values(EXHIBITOR_FACT_COLUMNS)) {
    if (!(column in fields)) continue;
    const value = fields[column];
    columns[column] = JSON_COLUMNS.has(column)
      ? JSON.stringify(Array.isArray(value) ? value : [])
      : column === "founded"
        ? (value ?? null)
        : (value ?? "");
  }
  if (Object.keys(columns).length) {
    await trx.updateTable("exhibitors").set(columns).where("id", "=", exhibitorId).execute();
  }
  const locations = fields.locations as ExhibitorLocation[] | null | undefined;
  if (locations !== undefined) {
    await trx.deleteFrom("exhibitor_locations").where("exhibitor_id", "=", exhibitorId).execute();
    if (locations?.length) {
      await trx
        .insertInto("exhibitor_locations")
        .values(
          locations.map((l, position) => ({
            id: `${exhibitorId}-${position}`,
            exhibitor_id: exhibitorId,
            position,
            label: l.label,
            street: l.street,
            postal_code: l.postalCode,
            city: l.city,
            region: l.region,
            country: l.country,
            latitude: l.latitude,
            longitude: l.longitude,
          })),
        )
        .execute();
    }
  }
  const distribution = fields.distribution as ExhibitorFacts["distribution"] | null | undefined;
  if (distribution !== undefined) {
    await trx.deleteFrom("exhibitor_markets").where("exhibitor_id", "=", exhibitorId).execute();
    if (distribution?.length) {
      await trx
        .insertInto("exhibitor_markets")
        .values(distribution.map((d) => ({ exhibitor_id: exhibitorId, market: d.market, status: d.status })))
        .execute();
    }
  }
}
