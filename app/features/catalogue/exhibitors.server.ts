import type { Selectable } from "kysely";
import type { DB } from "~/.server/db";
import type { ExhibitorContactsTable, ExhibitorLocationsTable, ExhibitorMarketsTable } from "~/.server/db/schema";
import { groupBy } from "~/lib/group-by";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { pickTranslation } from "~/lib/translations";
import { imagesById, toImage } from "../media/images.server";
import { filesByOwner, jsonStrings } from "./files.server";
import type { Exhibitor, ExhibitorLocation, ExhibitorSummary, OpeningHours } from "./types";
import { isOffering, isStatus } from "./vocabulary";

export const LOGO_SIZES = "160px";

// The exhibitors of an event with their place at the fair: the exhibitor's
// own table in a grouped registration wins over the stand's.
function registeredExhibitors(db: DB, eventId: string) {
  return db
    .selectFrom("registration_exhibitors as re")
    .innerJoin("registrations as r", "r.id", "re.registration_id")
    .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
    .selectAll("e")
    .select([
      "re.registration_id",
      "re.table_number as own_table",
      "re.sort_number as own_sort",
      "r.kind as registration_kind",
      "r.name as registration_name",
      "r.table_number as stand_table",
      "r.sort_number as stand_sort",
    ])
    .where("re.event_id", "=", eventId);
}

type RegisteredRow = Awaited<ReturnType<ReturnType<typeof registeredExhibitors>["execute"]>>[number];

function toSummary(row: RegisteredRow, logos: Awaited<ReturnType<typeof imagesById>>): ExhibitorSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brandName: row.brand_name,
    country: row.country,
    logo: toImage(row.logo_image_id ? logos.get(row.logo_image_id) : null, LOGO_SIZES),
    tableNumber: row.own_table || row.stand_table || "",
    sortNumber: row.own_sort ?? row.stand_sort ?? null,
  };
}

/** Exhibitors registered for the event, by id, in the order asked; ids not registered are left out. */
export async function getExhibitorSummaries(
  db: DB,
  options: { eventId: string; exhibitorIds: string[] },
): Promise<ExhibitorSummary[]> {
  if (options.exhibitorIds.length === 0) return [];
  const rows = await registeredExhibitors(db, options.eventId)
    .where("re.exhibitor_id", "in", options.exhibitorIds)
    .execute();
  const logos = await imagesById(
    db,
    rows.map((row) => row.logo_image_id),
  );
  const byId = new Map(rows.map((row) => [row.id, toSummary(row, logos)]));
  return options.exhibitorIds.flatMap((id) => byId.get(id) ?? []);
}

/** The opening hours column read defensively. */
export function openingHours(json: string): OpeningHours[] {
  try {
    const value: unknown = JSON.parse(json || "[]");
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (h): h is OpeningHours =>
          Number.isInteger(h?.day) &&
          h.day >= 1 &&
          h.day <= 7 &&
          typeof h.opens === "string" &&
          typeof h.closes === "string",
      )
      .map(({ day, opens, closes }) => ({ day, opens, closes }))
      .sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));
  } catch {
    return [];
  }
}

export function toLocation(l: Selectable<ExhibitorLocationsTable>): ExhibitorLocation {
  return {
    label: l.label,
    street: l.street,
    postalCode: l.postal_code,
    city: l.city,
    region: l.region,
    country: l.country,
    latitude: l.latitude,
    longitude: l.longitude,
  };
}

/**
 * An exhibitor of the event with everything its page shows: its stand (and
 * the co-exhibitors of a grouped registration), the areas it is in, markets,
 * contacts, locations and files. Null when it is not registered for the event.
 */
export async function getExhibitor(
  db: DB,
  options: { eventId: string; exhibitorId: string; locale: Locale; fallbackLocale?: Locale },
): Promise<Exhibitor | null> {
  const [exhibitor] = await readEventExhibitors(db, { ...options, exhibitorIds: [options.exhibitorId] });
  return exhibitor ?? null;
}

/**
 * The exhibitors of these ids that the event has, as getExhibitor gives each,
 * with one query per table for them all (the offline package reads a fair
 * this way, a chunk at a time). Ids the event does not have are left out.
 */
export async function readEventExhibitors(
  db: DB,
  options: { eventId: string; exhibitorIds: readonly string[]; locale: Locale; fallbackLocale?: Locale },
): Promise<Exhibitor[]> {
  const { eventId, exhibitorIds, locale, fallbackLocale = DEFAULT_LOCALE } = options;
  if (exhibitorIds.length === 0) return [];
  const rows = await registeredExhibitors(db, eventId).where("re.exhibitor_id", "in", exhibitorIds).execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const byExhibitor = (table: { exhibitor_id: string }) => table.exhibitor_id;
  const [translations, locations, contacts, markets, files, standRows, areaRows, logos] = await Promise.all([
    db.selectFrom("exhibitor_translations").selectAll().where("exhibitor_id", "in", ids).execute(),
    db
      .selectFrom("exhibitor_locations")
      .selectAll()
      .where("exhibitor_id", "in", ids)
      .orderBy("exhibitor_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("exhibitor_contacts")
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
    filesByOwner(db, { ownerType: "exhibitor", ownerIds: ids, locale, fallbackLocale }),
    db
      .selectFrom("registration_exhibitors")
      .select(["registration_id", "exhibitor_id"])
      .where("registration_id", "in", [...new Set(rows.map((row) => row.registration_id))])
      .execute(),
    db
      .selectFrom("area_exhibitors as ax")
      .innerJoin("areas as a", "a.id", "ax.area_id")
      .leftJoin("area_translations as at", "at.area_id", "a.id")
      .select(["ax.exhibitor_id", "a.id", "a.slug", "a.position", "at.locale", "at.name"])
      .where("ax.exhibitor_id", "in", ids)
      .where("a.event_id", "=", eventId)
      .orderBy("a.position")
      .orderBy("a.slug")
      .execute(),
    imagesById(
      db,
      rows.map((row) => row.logo_image_id),
    ),
  ]);
  const stands = groupBy(
    standRows,
    (r) => r.registration_id,
    (r) => r.exhibitor_id,
  );
  const coExhibitorIds = [...new Set(standRows.map((r) => r.exhibitor_id))];
  const summaries = new Map(
    (await getExhibitorSummaries(db, { eventId, exhibitorIds: coExhibitorIds })).map((e) => [e.id, e]),
  );
  const parts = {
    translations: groupBy(translations, byExhibitor),
    locations: groupBy(locations, byExhibitor),
    contacts: groupBy(contacts, byExhibitor),
    markets: groupBy(markets, byExhibitor),
    areas: groupBy(areaRows, byExhibitor),
  };
  return rows.map((row) => {
    const coExhibitors = (stands.get(row.registration_id) ?? [])
      .filter((id) => id !== row.id)
      .flatMap((id) => summaries.get(id) ?? []);
    const text = pickTranslation(parts.translations.get(row.id) ?? [], locale, fallbackLocale, [
      "description",
      "opening_hours_note",
    ]);
    return toExhibitor(row, {
      summary: toSummary(row, logos),
      text,
      locations: parts.locations.get(row.id) ?? [],
      contacts: parts.contacts.get(row.id) ?? [],
      markets: parts.markets.get(row.id) ?? [],
      files: files.get(row.id) ?? [],
      coExhibitors,
      areas: areasOf(parts.areas.get(row.id) ?? [], locale, fallbackLocale),
    });
  });
}

function areasOf(
  areaRows: { id: string; slug: string; locale: string | null; name: string | null }[],
  locale: Locale,
  fallbackLocale: Locale,
): Exhibitor["areas"] {
  const areaIds = [...new Set(areaRows.map((a) => a.id))];
  return areaIds.map((id) => {
    const rows = areaRows.filter((a) => a.id === id);
    const names = rows.flatMap((a) => (a.locale ? [{ locale: a.locale, name: a.name ?? "" }] : []));
    return { slug: rows[0].slug, name: pickTranslation(names, locale, fallbackLocale, ["name"]).name || rows[0].slug };
  });
}

interface ExhibitorParts {
  summary: ExhibitorSummary;
  text: { description: string; opening_hours_note: string };
  locations: Selectable<ExhibitorLocationsTable>[];
  contacts: Selectable<ExhibitorContactsTable>[];
  markets: Selectable<ExhibitorMarketsTable>[];
  files: Exhibitor["files"];
  coExhibitors: ExhibitorSummary[];
  areas: Exhibitor["areas"];
}

function toExhibitor(row: RegisteredRow, parts: ExhibitorParts): Exhibitor {
  const { text, markets } = parts;
  return {
    ...parts.summary,
    brandId: row.brand_id,
    description: text.description,
    founded: row.founded,
    website: row.website,
    email: row.email,
    phone: row.phone,
    languagesSpoken: jsonStrings(row.languages_spoken),
    countries: jsonStrings(row.countries),
    offering: jsonStrings(row.offering).filter(isOffering),
    openingHours: openingHours(row.opening_hours),
    openingHoursNote: text.opening_hours_note,
    locations: parts.locations.map(toLocation),
    contacts: parts.contacts.map((c) => ({
      id: c.id,
      name: c.name,
      jobTitle: c.job_title,
      email: c.email,
      phone: c.phone,
    })),
    distribution: markets.filter((m) => isStatus(m.status)).map((m) => ({ market: m.market, status: m.status })),
    networkingId: row.networking_id,
    files: parts.files,
    registration: {
      id: row.registration_id,
      kind: row.registration_kind === "grouped" ? "grouped" : "single",
      name: row.registration_name,
      coExhibitors: parts.coExhibitors,
    },
    areas: parts.areas,
  };
}
