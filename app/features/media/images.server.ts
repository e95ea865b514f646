import type { Selectable } from "kysely";
import type { ImagesTable } from "~/.server/db/schema";
import type { Image, ImageVariant } from "~/features/media/image";

/** An image row as the pages use it: srcSet over its variants, largest as src. */
export function toImage(row: Selectable<ImagesTable> | undefined | null, sizes = "100vw"): Image | null {
  if (!row) return null;
  const variants = (JSON.parse(row.variants) as ImageVariant[]).slice().sort((a, b) => a.width - b.width);
  if (variants.length === 0) return null;
  const largest = variants[variants.length - 1];
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    aspectRatio: row.height ? row.width / row.height : 1,
    alt: row.alt,
    src: largest.src,
    srcSet: variants.map((v) => `${v.src} ${v.width}w`).join(", "),
    sizes,
    placeholder: row.placeholder,
  };
}

/** Loads image rows by id in one query. */
export async function imagesById(
  db: import("~/.server/db").DB,
  ids: (string | null | undefined)[],
): Promise<Map<string, Selectable<ImagesTable>>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("images").selectAll().where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, row]));
}
