import { z } from "zod";
import { BADGE_CODE_LENGTH, normalizeBadgeCode } from "./badge-format";
import { LEAD_MESSAGES } from "./lead-messages";

// What a scan and a change of a lead may carry (docs/leads.md).

export const LEAD_SCORES = ["hot", "warm", "cold"] as const;
export const MAX_LEAD_NOTE_LENGTH = 2000;

export const leadScoreSchema = z.enum(LEAD_SCORES, { message: LEAD_MESSAGES.scoreInvalid.key });
export const leadNoteSchema = z.string().max(MAX_LEAD_NOTE_LENGTH, LEAD_MESSAGES.noteTooLong.key);

export const badgeCodeSchema = z
  .string({ message: LEAD_MESSAGES.codeInvalid.key })
  .max(BADGE_CODE_LENGTH * 3, LEAD_MESSAGES.codeInvalid.key)
  .transform((value, ctx) => {
    const code = normalizeBadgeCode(value);
    if (!code) {
      ctx.addIssue({ code: "custom", message: LEAD_MESSAGES.codeInvalid.key });
      return z.NEVER;
    }
    return code;
  });

export const scanSchema = z.object({
  code: badgeCodeSchema,
  score: leadScoreSchema.optional(),
  note: leadNoteSchema.optional(),
  /** The stand, for a representative of more than one exhibitor at the event; else their first. */
  exhibitorId: z.string().trim().min(1).max(64).optional(),
});

export const leadChangeSchema = z.object({
  score: leadScoreSchema.nullable().optional(),
  note: leadNoteSchema.optional(),
  exhibitorId: z.string().trim().min(1).max(64).optional(),
});

export type ScanInput = z.infer<typeof scanSchema>;
export type LeadChange = z.infer<typeof leadChangeSchema>;
