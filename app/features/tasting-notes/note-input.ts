import type { SENSORY_GROUPS } from "~/features/catalogue/sensory";
import type { SENSORY_SCALES, SensoryProfile, SensoryScale } from "~/features/catalogue/vocabulary";
import type { Rating, TastingNote, TastingNoteInput } from "./schemas";

// What the editor holds and sends (the body of PUT …/tastingNotes/{id}),
// without zod: these helpers run in the browser's editor chunk, where the
// schemas' library would weigh more than the editor itself.

/**
 * The sensory scales of docs/product/my-catalogue.md (catalogue/sensory.ts, catalogue/vocabulary.ts),
 * handed to the editor by the page rather than imported: the product page
 * already holds them, and a second importer would split them into chunks
 * of their own, which every visitor of the product page would then load.
 */
export interface SensoryVocabulary {
  groups: typeof SENSORY_GROUPS;
  scales: typeof SENSORY_SCALES;
}

export const EMPTY_INPUT: TastingNoteInput = { rating: null, note: "", sensory: {} };

export function inputOf(note: Pick<TastingNote, "rating" | "note" | "sensory"> | null | undefined): TastingNoteInput {
  return note ? { rating: note.rating, note: note.note, sensory: { ...note.sensory } } : EMPTY_INPUT;
}

export function sameInput(a: TastingNoteInput, b: TastingNoteInput): boolean {
  if (a.rating !== b.rating || a.note !== b.note) return false;
  const scales = new Set([...Object.keys(a.sensory), ...Object.keys(b.sensory)]) as Set<SensoryScale>;
  for (const scale of scales) if (a.sensory[scale] !== b.sensory[scale]) return false;
  return true;
}

/** A sensory profile with the one scale set to the value, or unset when `value` is undefined. */
export function withScale(sensory: SensoryProfile, scale: SensoryScale, value: string | undefined): SensoryProfile {
  const next: Record<string, string> = { ...sensory };
  if (value === undefined) delete next[scale];
  else next[scale] = value;
  return next as SensoryProfile;
}

function isRating(value: unknown): value is Rating {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Reads an input kept elsewhere (a draft in storage): unknown scales and values are dropped; null if it is not a note at all. */
export function readInput(raw: unknown, vocabulary: SensoryVocabulary): TastingNoteInput | null {
  if (!raw || typeof raw !== "object") return null;
  const { rating, note, sensory } = raw as Record<string, unknown>;
  if (typeof note !== "string" || (rating !== null && !isRating(rating))) return null;
  const profile: Record<string, string> = {};
  if (sensory && typeof sensory === "object") {
    for (const [scale, value] of Object.entries(sensory)) {
      const steps = Object.hasOwn(vocabulary.scales, scale)
        ? (vocabulary.scales as Record<string, readonly string[]>)[scale]
        : undefined;
      if (steps && typeof value === "string" && steps.includes(value)) profile[scale] = value;
    }
  }
  return { rating, note, sensory: profile as SensoryProfile };
}
