import { randomInt } from "node:crypto";
import { BADGE_ALPHABET, BADGE_CODE_LENGTH } from "./badge-format";

// Drawing a personal badge code (its shape: ./badge-format.ts).

export { BADGE_ALPHABET, BADGE_CODE_LENGTH, badgePath, normalizeBadgeCode } from "./badge-format";

export function newBadgeCode(): string {
  let code = "";
  for (let i = 0; i < BADGE_CODE_LENGTH; i++) code += BADGE_ALPHABET[randomInt(BADGE_ALPHABET.length)];
  return code;
}
