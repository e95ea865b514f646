// The profile photo's limits (SPEC §5, §9: at least 5 kB and under 10 MB) and
// the message keys of its refusals (locales/<lng>/profile.json). Shared by
// the server, which decides, and the page, which warns before uploading.

export const MIN_PROFILE_IMAGE_BYTES = 5 * 1024;
export const MAX_PROFILE_IMAGE_BYTES = 10 * 1024 * 1024;

export const PROFILE_IMAGE_ERRORS = {
  tooLarge: "profile:image.tooLarge",
  tooSmall: "profile:image.tooSmall",
  notAnImage: "profile:image.notAnImage",
  tooManyPixels: "profile:image.tooManyPixels",
} as const;

/** The refusal of a file by its size alone, or null when the size is acceptable. */
export function imageSizeError(bytes: number): string | null {
  if (bytes >= MAX_PROFILE_IMAGE_BYTES) return PROFILE_IMAGE_ERRORS.tooLarge;
  if (bytes < MIN_PROFILE_IMAGE_BYTES) return PROFILE_IMAGE_ERRORS.tooSmall;
  return null;
}
