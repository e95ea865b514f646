import { randomInt } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH } from "./code-format";

// Drawing a product's short code (docs/labels.md; its shape: ./code-format.ts).
// 31^6 = 887 million codes: at a million products a new code meets a taken
// one about once in 900 draws, and the database refuses it (a new draw).

export function newProductCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
