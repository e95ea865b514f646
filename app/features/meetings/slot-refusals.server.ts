import { AppError } from "~/.server/errors";
import { MEETING_MESSAGES } from "./meeting-messages";
import type { SlotRefusal } from "./slots";

/** A time the slot rules refused, as the refusal the API and pages show (400). */
export function slotRefusal(reason: SlotRefusal): AppError {
  return new AppError("invalid", MEETING_MESSAGES[reason]);
}
