import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AppError } from "~/.server/errors";
import { inspectImage } from "~/features/accounts/profile-image.server";
import { PROFILE_IMAGE_ERRORS } from "~/features/accounts/profile-image-rules";

// An image an organizer puts into a content page: the same checks as every
// upload (at least 5 kB, under 10 MB, a raster format decoded from its
// bytes, at most 64 megapixels; inspectImage), then re-encoded as WebP under
// /media/pages/{eventId}/, the only place the sanitizer lets page images
// come from (decision 0012). Nothing the upload carried (metadata, scripts
// in an SVG, a polyglot payload) reaches a visitor.

/** A page image's longest side as stored: wide enough for the page's column on a large screen. */
export const PAGE_IMAGE_SIZE = 1600;

export async function storePageImage(options: {
  eventId: string;
  bytes: Uint8Array;
  mediaDir: string;
}): Promise<{ url: string }> {
  const { eventId, bytes, mediaDir } = options;
  // The id names a directory: only the characters event ids use.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(eventId))
    throw new Error(`unusable event id for a file path: ${JSON.stringify(eventId)}`);
  await inspectImage(bytes);
  const { default: sharp } = await import("sharp");
  const image = await sharp(bytes, { failOn: "error" })
    .autoOrient()
    .resize(PAGE_IMAGE_SIZE, PAGE_IMAGE_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new AppError("invalid", PROFILE_IMAGE_ERRORS.notAnImage, { field: "image" });
    });
  const name = randomBytes(12).toString("hex");
  const dir = join(mediaDir, "pages", eventId);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.webp`), image);
  return { url: `/media/pages/${eventId}/${name}.webp` };
}
