// Text is compared in one folded form so that a visitor typing on any keyboard
// finds "Rhône" with "rhone" and "Straße" with "strasse".

// Letters that Unicode decomposition leaves alone but a visitor would type as
// plain Latin letters.
const FOLDS: Record<string, string> = {
  ß: "ss",
  œ: "oe",
  æ: "ae",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ĸ: "k",
};
const FOLDABLE = /[ßœæøłđðþıĸ]/g;
const COMBINING_MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;

/** Lower case, without accents, with the ligatures above spelled out. */
export function normalize(text: string): string {
  // Most catalogue text is plain ASCII; it needs no decomposition (index builds tokenize millions of strings).
  if (ASCII.test(text)) return text.toLowerCase();
  // NFKD rather than NFD: it also splits compatibility forms (ﬁ, full-width
  // letters, superscripts) that would otherwise never match typed text.
  return text
    .toLowerCase()
    .replace(FOLDABLE, (c) => FOLDS[c])
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "");
}

/** The normalized words of a text: runs of letters and digits. */
export function tokenize(text: string): string[] {
  if (!text) return [];
  return normalize(text)
    .split(SEPARATORS)
    .filter((token) => token.length > 0);
}
