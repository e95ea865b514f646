import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "~/.server/errors";
import { PROFILE_IMAGE_ERRORS } from "~/features/accounts/profile-image-rules";
import { PAGE_IMAGE_SIZE, storePageImage } from "./page-images.server";
import { renderMarkdown } from "./render-markdown.server";

// A content page's image goes through the upload checks every image meets
// (docs/product/content-pages.md#safe-html), and lands where the sanitizer
// lets page images come from.

const EVENT = "0123456789abcdef01234567";

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).messageKey;
}

describe("storePageImage", () => {
  let mediaDir: string;
  beforeEach(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), "page-images-"));
  });
  afterEach(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("stores a WebP copy, no larger than the page needs, that the sanitizer keeps in a page", async () => {
    const width = 2000;
    const height = 400;
    const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const { url } = await storePageImage({ eventId: EVENT, bytes: png, mediaDir });
    expect(url).toMatch(new RegExp(`^/media/pages/${EVENT}/[0-9a-f]{24}\\.webp$`));
    const [file] = await readdir(join(mediaDir, "pages", EVENT));
    const stored = await sharp(join(mediaDir, "pages", EVENT, file!)).metadata();
    expect(stored).toMatchObject({ format: "webp", width: PAGE_IMAGE_SIZE });
    expect(renderMarkdown(`![Cellar](${url})`)).toBe(`<p><img src="${url}" alt="Cellar" /></p>\n`);
  });

  it("refuses what every upload refuses, with the same messages", async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#21699f" } })
      .png()
      .toBuffer();
    expect(await refusal(storePageImage({ eventId: EVENT, bytes: tiny, mediaDir }))).toBe(
      PROFILE_IMAGE_ERRORS.tooSmall.key,
    );
    const huge = new Uint8Array(10 * 1024 * 1024);
    expect(await refusal(storePageImage({ eventId: EVENT, bytes: huge, mediaDir }))).toBe(
      PROFILE_IMAGE_ERRORS.tooLarge.key,
    );
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>${"<rect/>".repeat(1000)}</svg>`,
    );
    expect(await refusal(storePageImage({ eventId: EVENT, bytes: svg, mediaDir }))).toBe(
      PROFILE_IMAGE_ERRORS.notAnImage.key,
    );
    expect(await readdir(mediaDir)).toEqual([]);
  });
});
