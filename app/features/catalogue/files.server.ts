import type { DB } from "~/.server/db";
import { toBool } from "~/.server/db/dialect";
import type { Locale } from "~/lib/locales";
import { imagesById, toImage } from "../media/images.server";
import { localizedName } from "./localized-name";
import type { CatalogueFile } from "./types";
import { FILE_KINDS, type FileKind } from "./vocabulary";

/** A JSON list column read defensively: imported data may hold anything. */
export function jsonStrings(json: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(json || "[]");
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "")
      : [];
  } catch {
    return [];
  }
}

/** A file's name in the locale (see localizedName). */
export function fileName(row: { name: string; names: string }, locale: Locale, fallbackLocale: Locale): string {
  return localizedName(row.name, row.names, locale, fallbackLocale);
}

/**
 * The files of several owners of one type (products or exhibitors) with their
 * 96×136 thumbnails, in two queries whatever the number of owners.
 */
export async function filesByOwner(
  db: DB,
  options: { ownerType: "product" | "exhibitor"; ownerIds: string[]; locale: Locale; fallbackLocale: Locale },
): Promise<Map<string, CatalogueFile[]>> {
  const out = new Map<string, CatalogueFile[]>();
  if (options.ownerIds.length === 0) return out;
  const rows = await db
    .selectFrom("files")
    .selectAll()
    .where("owner_type", "=", options.ownerType)
    .where("owner_id", "in", options.ownerIds)
    .orderBy("owner_id")
    .orderBy("position")
    .execute();
  const thumbnails = await imagesById(
    db,
    rows.map((row) => row.thumbnail_image_id),
  );
  for (const row of rows) {
    const file: CatalogueFile = {
      fileId: row.id,
      name: fileName(row, options.locale, options.fallbackLocale),
      kind: (FILE_KINDS as readonly string[]).includes(row.kind) ? (row.kind as FileKind) : "uploaded",
      languages: jsonStrings(row.languages),
      isLive: toBool(row.is_live),
      url: row.url,
      mimeType: row.mime_type,
      sizeBytes: row.size_bytes,
      thumbnail: toImage(row.thumbnail_image_id ? thumbnails.get(row.thumbnail_image_id) : null, "96px"),
    };
    const list = out.get(row.owner_id) ?? [];
    list.push(file);
    out.set(row.owner_id, list);
  }
  return out;
}
