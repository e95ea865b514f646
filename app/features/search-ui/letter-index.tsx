import { letterAnchor, OTHER_LETTER } from "~/lib/letter-groups";
import { SiteLink } from "~/lib/site-link";

const ALPHABET = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

interface Props {
  letters: readonly string[];
  label: string;
  /** Where a letter leads when the list has pages: its anchor on this page, or the page it starts on. */
  hrefOf?: (letter: string) => string;
  reloadDocument?: boolean;
}

const LETTER = "inline-flex size-8 items-center justify-center rounded font-semibold hover:bg-wash";

/** A–Z jump links; letters without entries are shown but not links. */
export function LetterIndex({ letters, label, hrefOf, reloadDocument }: Props) {
  const present = new Set(letters);
  const all = present.has(OTHER_LETTER) ? [...ALPHABET, OTHER_LETTER] : ALPHABET;
  return (
    <nav aria-label={label} className="print:hidden">
      <ul className="flex flex-wrap gap-1">
        {all.map((letter) => {
          const href = present.has(letter) ? (hrefOf?.(letter) ?? `#${letterAnchor(letter)}`) : null;
          return (
            <li key={letter}>
              {href === null ? (
                <span aria-hidden="true" className="inline-flex size-8 items-center justify-center text-line">
                  {letter}
                </span>
              ) : href.startsWith("#") ? (
                <a href={href} className={LETTER}>
                  {letter}
                </a>
              ) : (
                <SiteLink to={href} reloadDocument={reloadDocument} className={LETTER}>
                  {letter}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
