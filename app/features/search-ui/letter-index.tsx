import { letterAnchor, OTHER_LETTER } from "./letter-groups";

const ALPHABET = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

/** A–Z jump links; letters without entries are shown but not links. */
export function LetterIndex({ letters, label }: { letters: readonly string[]; label: string }) {
  const present = new Set(letters);
  const all = present.has(OTHER_LETTER) ? [...ALPHABET, OTHER_LETTER] : ALPHABET;
  return (
    <nav aria-label={label} className="print:hidden">
      <ul className="flex flex-wrap gap-1">
        {all.map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <a
                href={`#${letterAnchor(letter)}`}
                className="inline-flex size-8 items-center justify-center rounded font-semibold hover:bg-wash"
              >
                {letter}
              </a>
            ) : (
              <span aria-hidden="true" className="inline-flex size-8 items-center justify-center text-line">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
