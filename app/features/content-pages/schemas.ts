import { z } from "zod";
import { LOCALES } from "~/lib/locales";
import { CONTENT_MESSAGES } from "./content-messages";

// The inputs of content pages, shared by the editor's forms and the actions
// (docs/product/content-pages.md).

export const CONTENT_KINDS = ["page", "region"] as const;
/** The regions the site shows: the home page's hero, an event home page's hero (each event its own) and the footer. */
export const REGION_NAMES = ["home-hero", "event-hero", "footer"] as const;
export type RegionName = (typeof REGION_NAMES)[number];

export const MAX_TITLE_LENGTH = 200;
export const MAX_BODY_LENGTH = 100_000;

/** A page's address (and a region's name): lowercase letters, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = z
  .string()
  .trim()
  .min(1, CONTENT_MESSAGES.slugRequired.key)
  .max(80, CONTENT_MESSAGES.slugInvalid.key)
  .regex(SLUG_PATTERN, CONTENT_MESSAGES.slugInvalid.key);

export const createPageSchema = z.object({
  slug: slugSchema,
  kind: z.enum(CONTENT_KINDS).catch("page"),
});

export const pageIdSchema = z.string().regex(/^[0-9a-f]{24}$/);

export const draftSchema = z.object({
  locale: z.enum(LOCALES),
  title: z.string().max(MAX_TITLE_LENGTH, CONTENT_MESSAGES.titleTooLong.key),
  body: z.string().max(MAX_BODY_LENGTH, CONTENT_MESSAGES.bodyTooLong.key),
  /** The draft version the editor started from (0: the locale has no draft yet). */
  version: z.coerce.number().int().min(0),
});

export type DraftInput = z.infer<typeof draftSchema>;
