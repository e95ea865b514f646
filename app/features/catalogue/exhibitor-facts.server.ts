import type { DB } from "~/.server/db";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { isOffering, isStatus, LOGO_SIZES, openingHours, toLocation } from "./exhibitors.server";
import { filesByOwner, jsonStrings } from "./files.server";
import { imagesById, toImage } from "./images.server";
import type { Exhibitor, Image } from "./types";

// What the public API tells about exhibitors besides their card (SPEC §3
// "Exhibitor fields"), for a page of them at once: six queries whatever the
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
