import { getOrInsert } from "~/lib/get-or-insert";
import { normalize } from "~/lib/normalize";

// A–Z indexes (producers list, printed catalogue): names under their first
// letter, "Élise" under E and "Øster" under O; digits and other scripts
// share one group, "#", placed last.

export const OTHER_LETTER = "#";

export function letterOf(name: string): string {
  const first = normalize(name.trim()).charAt(0).toUpperCase();
  return first >= "A" && first <= "Z" ? first : OTHER_LETTER;
}

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/** Groups items already in alphabetical order, keeping that order inside each group. */
export function groupByLetter<T>(items: readonly T[], nameOf: (item: T) => string): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = letterOf(nameOf(item));
    getOrInsert(groups, letter, () => []).push(item);
  }
  return [...groups]
    .sort(([a], [b]) => (a === OTHER_LETTER ? 1 : b === OTHER_LETTER ? -1 : a.localeCompare(b)))
    .map(([letter, grouped]) => ({ letter, items: grouped }));
}

/** The anchor id of a letter's group on the page. */
export function letterAnchor(letter: string): string {
  return letter === OTHER_LETTER ? "letter-other" : `letter-${letter}`;
}
