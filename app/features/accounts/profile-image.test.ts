import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "~/.server/errors";
import { storeProfileImage } from "./profile-image.server";
import { MAX_PROFILE_IMAGE_BYTES, MIN_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_ERRORS } from "./profile-image-rules";

// Real images made with sharp: random noise does not compress, so a noisy
// picture is safely over the 5 kB minimum and a flat one stays under it.

async function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function flatPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#21699f" } })
    .png()
    .toBuffer();
}

/** A JPEG taken "sideways": 300×200 pixels stored, EXIF orientation 6 (turn 90° to view). */
async function sidewaysJpeg(): Promise<Buffer> {
  return sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret-location" } } })
    .toBuffer();
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe("invalid");
  expect((error as AppError).details).toEqual({ field: "image" });
  return (error as AppError).messageKey;
}

describe("storeProfileImage", () => {
  let mediaDir: string;
  beforeEach(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), "profile-image-"));
  });
  afterEach(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("stores a photo of at most 800 px and a 160 px square thumbnail, as WebP", async () => {
    const bytes = await noisyPng(1200, 900);
    expect(bytes.byteLength).toBeGreaterThan(MIN_PROFILE_IMAGE_BYTES);

    const stored = await storeProfileImage({ userId: "user_1", bytes, mediaDir });

    expect(stored.url).toMatch(/^\/media\/profiles\/user_1\/[0-9a-f]{24}\.webp$/);
    expect(stored.thumbnailUrl).toBe(stored.url.replace(/\.webp$/, "-thumb.webp"));
    const photo = await sharp(join(mediaDir, stored.url.replace("/media/", ""))).metadata();
    expect(photo).toMatchObject({ format: "webp", width: 800, height: 600 });
    const thumbnail = await sharp(join(mediaDir, stored.thumbnailUrl.replace("/media/", ""))).metadata();
    expect(thumbnail).toMatchObject({ format: "webp", width: 160, height: 160 });
  });

  it("keeps a small photo's size, turns it upright by its EXIF orientation and drops its metadata", async () => {
    const bytes = await sidewaysJpeg();
    const stored = await storeProfileImage({ userId: "user_2", bytes, mediaDir });
    const file = await readFile(join(mediaDir, stored.url.replace("/media/", "")));
    const photo = await sharp(file).metadata();
    expect(photo).toMatchObject({ format: "webp", width: 200, height: 300 });
    expect(photo.exif).toBeUndefined();
    expect(photo.orientation).toBeUndefined();
    expect(file.includes("secret-location")).toBe(false);
  });

  it("gives every upload its own name", async () => {
    const bytes = await noisyPng(200, 200);
    const first = await storeProfileImage({ userId: "u", bytes, mediaDir });
    const second = await storeProfileImage({ userId: "u", bytes, mediaDir });
    expect(first.url).not.toBe(second.url);
    expect((await readdir(join(mediaDir, "profiles", "u"))).sort()).toHaveLength(4);
  });

  it("refuses an image under 5 kB with the spec's message key", async () => {
    const bytes = await flatPng(40, 40);
    expect(bytes.byteLength).toBeLessThan(MIN_PROFILE_IMAGE_BYTES);
    expect(await refusal(storeProfileImage({ userId: "u", bytes, mediaDir }))).toBe(PROFILE_IMAGE_ERRORS.tooSmall.key);
  });

  it("refuses 10 MB and more", async () => {
    const bytes = Buffer.concat([await noisyPng(64, 64), Buffer.alloc(MAX_PROFILE_IMAGE_BYTES)]);
    expect(await refusal(storeProfileImage({ userId: "u", bytes, mediaDir }))).toBe(PROFILE_IMAGE_ERRORS.tooLarge.key);
  });

  it("accepts 5 kB exactly and refuses one byte less", async () => {
    // A PNG padded after its end chunk: decoders ignore trailing bytes.
    const png = await flatPng(40, 40);
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.byteLength)]);
    await expect(
      storeProfileImage({ userId: "u", bytes: padded(MIN_PROFILE_IMAGE_BYTES), mediaDir }),
    ).resolves.toBeTruthy();
    expect(
      await refusal(storeProfileImage({ userId: "u", bytes: padded(MIN_PROFILE_IMAGE_BYTES - 1), mediaDir })),
    ).toBe(PROFILE_IMAGE_ERRORS.tooSmall.key);
  });

  it("refuses a text file, whatever its name says", async () => {
    const bytes = Buffer.from("This is not a picture, only text saved as photo.png.\n".repeat(200));
    expect(await refusal(storeProfileImage({ userId: "u", bytes, mediaDir }))).toBe(
      PROFILE_IMAGE_ERRORS.notAnImage.key,
    );
  });

  it("refuses SVG, which sharp could draw but which is a document", async () => {
    const circles = Array.from(
      { length: 200 },
      (_, i) => `<circle cx="${i}" cy="${i}" r="${i % 17}" fill="#21699f"/>`,
    ).join("");
    const bytes = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">${circles}</svg>`);
    expect(bytes.byteLength).toBeGreaterThan(MIN_PROFILE_IMAGE_BYTES);
    expect(await refusal(storeProfileImage({ userId: "u", bytes, mediaDir }))).toBe(
      PROFILE_IMAGE_ERRORS.notAnImage.key,
    );
  });

  it("refuses a truncated image", async () => {
    const jpeg = await sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } })
      .jpeg()
      .toBuffer();
    const bytes = jpeg.subarray(0, Math.floor(jpeg.byteLength / 2));
    expect(await refusal(storeProfileImage({ userId: "u", bytes, mediaDir }))).toBe(
      PROFILE_IMAGE_ERRORS.notAnImage.key,
    );
  });

  it("refuses a small file that claims a huge picture", async () => {
    const bytes = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bytes.byteLength).toBeGreaterThan(MIN_PROFILE_IMAGE_BYTES);
    expect(await refusal(storeProfileImage({ userId: "u", bytes, mediaDir }))).toBe(
      PROFILE_IMAGE_ERRORS.tooManyPixels.key,
    );
  });

  it("writes nothing for a refused image and refuses a user id that is not a plain name", async () => {
    await refusal(storeProfileImage({ userId: "u", bytes: await flatPng(20, 20), mediaDir }));
    expect(await readdir(mediaDir)).toEqual([]);
    await expect(storeProfileImage({ userId: "../evil", bytes: await noisyPng(100, 100), mediaDir })).rejects.toThrow(
      /user id/,
    );
  });
});
