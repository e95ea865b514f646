import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AppError } from "~/.server/errors";
import type { Message } from "~/lib/messages";
import { imageSizeError, PROFILE_IMAGE_ERRORS } from "./profile-image-rules";

// A user's profile photo (size limits in ./profile-image-rules). What the
// file is comes from its content, never its name or declared type: sharp must
// decode it as one of the raster formats below. The stored copies are
// re-encoded, so nothing the upload carried (EXIF with GPS, ICC tricks,
// polyglot payloads) reaches other visitors.

/** A photo's longest side as stored. */
export const PROFILE_IMAGE_SIZE = 800;
/** The square thumbnail's side. */
export const PROFILE_THUMBNAIL_SIZE = 160;
/**
 * Decoding cost grows with pixels, not bytes: a few kilobytes of PNG can
 * claim gigapixels. 64 megapixels is more than a phone camera's photo.
 */
const MAX_INPUT_PIXELS = 64_000_000;
/** SVG is refused: it is a document that can carry script and links, not a photo. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif", "tiff"]);

export interface StoredProfileImage {
  /** /media/profiles/<userId>/<name>.webp, at most 800 px on its longest side. */
  url: string;
  /** The same photo cropped to a 160 px square. */
  thumbnailUrl: string;
}

/** A refused photo: the API answers it as the "image" field's error. */
function refuse(message: Message): never {
  throw new AppError("invalid", message, { field: "image" });
}

/**
 * Size, format and pixel-count checks, from the bytes alone: every uploaded
 * image passes them (a profile photo, a content page's image). Refusals are
 * AppError "invalid" on the "image" field.
 */
export async function inspectImage(bytes: Uint8Array): Promise<void> {
  const sizeError = imageSizeError(bytes.byteLength);
  if (sizeError) refuse(sizeError);
  // Reading the header only: the pixel limit is checked below, with its own message.
  const { default: sharp } = await import("sharp");
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => refuse(PROFILE_IMAGE_ERRORS.notAnImage));
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    refuse(PROFILE_IMAGE_ERRORS.notAnImage);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) refuse(PROFILE_IMAGE_ERRORS.tooManyPixels);
}

async function encode(bytes: Uint8Array): Promise<{ photo: Buffer; thumbnail: Buffer }> {
  // failOn "error": a truncated or corrupt file is refused instead of stored half grey.
  const { default: sharp } = await import("sharp");
  const source = () => sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  try {
    const [photo, thumbnail] = await Promise.all([
      source()
        .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source()
        .resize(PROFILE_THUMBNAIL_SIZE, PROFILE_THUMBNAIL_SIZE, { fit: "cover", position: "attention" })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    return { photo, thumbnail };
  } catch {
    refuse(PROFILE_IMAGE_ERRORS.notAnImage);
  }
}

/**
 * Checks an uploaded photo and stores it, re-encoded as WebP (oriented by its
 * EXIF data, metadata stripped) with a square thumbnail beside it. Refusals
 * are AppError "invalid" with a message key of locales/<lng>/profile.json.
 */
export async function storeProfileImage(options: {
  userId: string;
  bytes: Uint8Array;
  mediaDir: string;
}): Promise<StoredProfileImage> {
  const { userId, bytes, mediaDir } = options;
  // The id names a directory: only the characters better-auth's ids use.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId))
    throw new Error(`unusable user id for a file path: ${JSON.stringify(userId)}`);
  await inspectImage(bytes);
  const { photo, thumbnail } = await encode(bytes);
  const name = randomBytes(12).toString("hex");
  const dir = join(mediaDir, "profiles", userId);
  await mkdir(dir, { recursive: true });
  const photoPath = join(dir, `${name}.webp`);
  const thumbnailPath = join(dir, `${name}-thumb.webp`);
  try {
    await writeFile(photoPath, photo);
    await writeFile(thumbnailPath, thumbnail);
  } catch (error) {
    await Promise.all([rm(photoPath, { force: true }), rm(thumbnailPath, { force: true })]);
    throw error;
  }
  const base = `/media/profiles/${userId}/${name}`;
  return { url: `${base}.webp`, thumbnailUrl: `${base}-thumb.webp` };
}

/** The stored file name of a photo URL of ours for this user ("<hex>" of /media/profiles/<userId>/<hex>.webp), else null. */
export function storedPhotoName(userId: string, url: string): string | null {
  let path: string;
  try {
    path = new URL(url, "http://stored.invalid").pathname;
  } catch {
    return null;
  }
  const match = /^\/media\/profiles\/([A-Za-z0-9_-]{1,64})\/([0-9a-f]{24})\.webp$/.exec(path);
  return match && match[1] === userId ? match[2]! : null;
}

/**
 * Removes a replaced or cleared photo of ours and its thumbnail from disk.
 * Called after the write that stopped using it has committed (a failed write
 * keeps the photo its profile still shows); a file already gone is fine.
 */
export async function removeStoredPhoto(options: { userId: string; name: string; mediaDir: string }): Promise<void> {
  const dir = join(options.mediaDir, "profiles", options.userId);
  await Promise.all([
    rm(join(dir, `${options.name}.webp`), { force: true }),
    rm(join(dir, `${options.name}-thumb.webp`), { force: true }),
  ]);
}
