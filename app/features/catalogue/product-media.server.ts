import type { DB } from "~/.server/db";
import type { Image } from "~/features/media/image";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { imagesById, toImage } from "../media/images.server";
import { filesByOwner } from "./files.server";
import type { CatalogueFile } from "./types";

// The bottle images and files of a page of products at once (four queries
// whatever the number), for the public API.

export const BOTTLE_IMAGE_SIZES = "(min-width: 52em) 320px, 60vw";

export interface ProductMedia {
  bottleImage: Image | null;
  files: CatalogueFile[];
}

export async function readProductMedia(
  db: DB,
  ids: readonly string[],
  options: { locale: Locale; fallbackLocale?: Locale },
): Promise<Map<string, ProductMedia>> {
  const out = new Map<string, ProductMedia>();
  if (ids.length === 0) return out;
  const [rows, files] = await Promise.all([
    db.selectFrom("products").select(["id", "bottle_image_id"]).where("id", "in", ids).execute(),
    filesByOwner(db, {
      ownerType: "product",
      ownerIds: [...ids],
      locale: options.locale,
      fallbackLocale: options.fallbackLocale ?? DEFAULT_LOCALE,
    }),
  ]);
  const images = await imagesById(
    db,
    rows.map((row) => row.bottle_image_id),
  );
  for (const row of rows) {
    out.set(row.id, {
      bottleImage: toImage(row.bottle_image_id ? images.get(row.bottle_image_id) : null, BOTTLE_IMAGE_SIZES),
      files: files.get(row.id) ?? [],
    });
  }
  return out;
}
