// Table numbers are labels such as "A2", "A10", "B 3", "12": visitors walk
// the hall in that order, so digit runs compare as numbers (A2 before A10).
const natural = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Natural order of labels; empty labels (no table yet) come last. */
export function compareNatural(a: string, b: string): number {
  if (a === b) return 0;
  if (!a) return 1;
  if (!b) return -1;
  return natural.compare(a, b);
}

/** Numbers in the given direction; missing ones come last whatever the direction. */
export function compareNullable(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
}
