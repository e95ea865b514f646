import { z } from "zod";
import { SENSORY_SCALES, type SensoryProfile, type SensoryScale } from "~/features/catalogue/vocabulary";
import { writeIdSchema } from "~/lib/client-write-id";
import { COMMON_MESSAGES, defineMessages } from "~/lib/messages";

// A private tasting note on a product (docs/product/my-catalogue.md, Tasting note): a 1–5 star
// rating or none, free text, and the sensory scales of docs/product/my-catalogue.md. Safe on the
// client and the server. Messages are the API's English (the words of docs/product/my-catalogue.md).

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];
export const MAX_NOTE_LENGTH = 10_000;

export const TASTING_NOTE_MESSAGES = defineMessages("notes:errors", {
  setDisabled: "Setting tasting notes is not implemented.",
  deleteDisabled: "Deleting is not implemented.",
  productNotFound: "This product is not at this event.",
  noteNotFound: "You have no tasting note on this product.",
  ratingInvalid: "A rating is 1 to 5 stars.",
  noteTooLong: "A note can have at most 10,000 characters.",
  keptVersionNotFound: "This version of the note is not kept any more.",
});

const scale = <K extends SensoryScale>(name: K) => z.enum(SENSORY_SCALES[name]).optional();

/** Each scale optional, its value one of the scale's words; any other key is refused. */
export const sensorySchema = z.strictObject(
  {
    appearanceIntensity: scale("appearanceIntensity"),
    aromaIntensity: scale("aromaIntensity"),
    floral: scale("floral"),
    fruit: scale("fruit"),
    spice: scale("spice"),
    wood: scale("wood"),
    acidity: scale("acidity"),
    body: scale("body"),
    tannins: scale("tannins"),
  } satisfies Record<SensoryScale, unknown>,
  { error: COMMON_MESSAGES.invalid.key },
);

export const ratingSchema = z
  .number({ error: TASTING_NOTE_MESSAGES.ratingInvalid.key })
  .int(TASTING_NOTE_MESSAGES.ratingInvalid.key)
  .min(1, TASTING_NOTE_MESSAGES.ratingInvalid.key)
  .max(5, TASTING_NOTE_MESSAGES.ratingInvalid.key) as unknown as z.ZodType<Rating>;

/**
 * A write made on a device, perhaps offline (docs/offline-writes.md): its id,
 * applied once however often it is sent, and the note's revision it was made
 * on (0: there was no note), so an edit of an older revision is kept beside
 * the note instead of replacing another device's.
 */
export const clientWriteSchema = z.object({
  id: writeIdSchema,
  baseRevision: z.number().int().min(0).max(1_000_000_000),
  /** When the device made it (as its clock says); shown beside a kept version. */
  writtenAt: z.iso.datetime({ offset: true }).optional(),
});
export type ClientWrite = z.infer<typeof clientWriteSchema>;

/** PUT …/tastingNotes/{productId}: the whole note, which replaces the stored one (with `write`, only the revision it was made on). */
export const tastingNoteInputSchema = z.object({
  rating: ratingSchema.nullable(),
  note: z.string().max(MAX_NOTE_LENGTH, TASTING_NOTE_MESSAGES.noteTooLong.key),
  sensory: sensorySchema,
  write: clientWriteSchema.optional(),
});
export type TastingNoteInput = z.infer<typeof tastingNoteInputSchema>;

export const tastingNoteSchema = z.object({
  productId: z.string(),
  rating: ratingSchema.nullable(),
  note: z.string(),
  sensory: sensorySchema,
  addedAt: z.string(),
  updatedAt: z.string(),
  revision: z.number().optional(),
  conflicts: z.array(z.unknown()).optional(),
});

/** A version of the note written on another device on an older revision, kept until its owner settles it. */
export interface KeptNoteVersion {
  writeId: string;
  rating: Rating | null;
  note: string;
  sensory: SensoryProfile;
  writtenAt: string;
}

export interface TastingNote {
  productId: string;
  rating: Rating | null;
  note: string;
  sensory: SensoryProfile;
  addedAt: string;
  updatedAt: string;
  /** Raised by every write; an edit names the revision it was made on. */
  revision: number;
  /** Edits made on an older revision (another device, offline), oldest first: none lost. */
  conflicts: KeptNoteVersion[];
}

export type { SensoryProfile };
