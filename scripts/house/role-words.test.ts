import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, readRepoFile } from "./repo-files";

// One word per kind of person in every language (docs/CODE_STYLE.md
// "User-visible text"): wherever the English text names an attendee,
// an exhibitor's representative or a visitor, the translation names them
// with its language's one word for that kind, and never with another kind's
// word or a second spelling (issue 29: the German console called an attendee
// "Besucher" in the import, "Teilnehmer" on the person page and
// "Teilnehmende" in the filter).

type Language = "de" | "fr" | "es" | "it";

interface RoleWords {
  role: string;
  /** How the English text names the kind. */
  english: RegExp;
  /** The one word of each language (any of its forms). */
  word: Record<Language, RegExp>;
  /** Other spellings of the same kind, not to use. */
  variants: Partial<Record<Language, RegExp>>;
}

const ROLE_WORDS: readonly RoleWords[] = [
  {
    role: "attendee",
    english: /\battendees?\b/i,
    word: { de: /teilnehmer/i, fr: /participant/i, es: /asistente/i, it: /partecipant/i },
    variants: { de: /teilnehmend/i, es: /participante/i },
  },
  {
    role: "representative",
    english: /\brepresentatives?\b/i,
    word: { de: /vertret|vertritt/i, fr: /représent/i, es: /represent/i, it: /rappresent/i },
    variants: {},
  },
  {
    role: "visitor",
    english: /\bvisitors?\b/i,
    word: { de: /besucher/i, fr: /visiteu/i, es: /visitante/i, it: /visitator/i },
    variants: {},
  },
];

const LANGUAGES: readonly Language[] = ["de", "fr", "es", "it"];

function flatten(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

function readMessages(language: string, file: string): Map<string, string> {
  return new Map(flatten(JSON.parse(readRepoFile(`locales/${language}/${file}`))));
}

/** "file:key: text" for each translation that names a kind of person otherwise than its language's one word. */
function roleWordOffences(
  roles: readonly RoleWords[],
  language: Language,
  english: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
  file: string,
): string[] {
  const found: string[] = [];
  for (const [key, source] of english) {
    const text = translated.get(key);
    if (text === undefined) continue;
    const named = roles.filter((role) => role.english.test(source));
    for (const role of named) {
      if (!role.word[language].test(text))
        found.push(`${file}:${key}: ${role.role} is not "${role.word[language].source}": ${text}`);
      const variant = role.variants[language];
      if (variant?.test(text)) found.push(`${file}:${key}: ${role.role} spelled "${variant.source}": ${text}`);
    }
    for (const other of roles) {
      if (named.length === 0 || named.includes(other)) continue;
      if (other.word[language].test(text) && !named.some((role) => role.word[language].test(text)))
        found.push(`${file}:${key}: the ${other.role}'s word where the English names the ${named[0].role}: ${text}`);
    }
  }
  return found;
}

describe("the kinds of people's words", () => {
  it("find a translation that calls an attendee a visitor, or spells it a second way", () => {
    const english = new Map([
      ["a", "Attendees"],
      ["b", "Attendee"],
      ["c", "People (attendees and representatives)"],
      ["d", "Visitors do not see it."],
    ]);
    const german = new Map([
      ["a", "Teilnehmende"],
      ["b", "Besucher"],
      ["c", "Personen (Teilnehmer und Vertreter)"],
      ["d", "Besucher sehen ihn nicht."],
    ]);
    expect(roleWordOffences(ROLE_WORDS, "de", english, german, "x.json")).toEqual([
      'x.json:a: attendee is not "teilnehmer": Teilnehmende',
      'x.json:a: attendee spelled "teilnehmend": Teilnehmende',
      'x.json:b: attendee is not "teilnehmer": Besucher',
      "x.json:b: the visitor's word where the English names the attendee: Besucher",
    ]);
  });

  it("are one word per kind in every language's files", () => {
    const files = readdirSync(path.join(REPO_ROOT, "locales/en")).filter((file) => file.endsWith(".json"));
    expect(files.length).toBeGreaterThan(10);
    const found = LANGUAGES.flatMap((language) =>
      files.flatMap((file) =>
        roleWordOffences(ROLE_WORDS, language, readMessages("en", file), readMessages(language, file), file).map(
          (offence) => `${language}/${offence}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});
