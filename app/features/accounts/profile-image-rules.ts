// The profile photo's limits (docs/product/accounts.md: at least 5 kB and under 10 MB) and
// the message keys of its refusals (locales/<lng>/profile.json). Shared by
// the server, which decides, and the page, which warns before uploading.

import { defineMessages, type Message } from "~/lib/messages";

export const MIN_PROFILE_IMAGE_BYTES = 5 * 1024;
export const MAX_PROFILE_IMAGE_BYTES = 10 * 1024 * 1024;

export const PROFILE_IMAGE_ERRORS = defineMessages("profile:image", {
  tooLarge: "The image is too large. Try one smaller than 10MB.",
  tooSmall: "The image is too small. It should at least have 5kb.",
  notAnImage: "This file is not a picture we can use. Choose a JPEG, PNG, WebP, GIF or AVIF photo.",
  tooManyPixels: "This picture has too many pixels. Choose one of at most 64 megapixels.",
});

/** The refusal of a file by its size alone, or null when the size is acceptable. */
export function imageSizeError(bytes: number): Message | null {
  if (bytes >= MAX_PROFILE_IMAGE_BYTES) return PROFILE_IMAGE_ERRORS.tooLarge;
  if (bytes < MIN_PROFILE_IMAGE_BYTES) return PROFILE_IMAGE_ERRORS.tooSmall;
  return null;
}
