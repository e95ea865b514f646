import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, readRepoFile } from "./repo-files";

// One word per concept in every language (docs/CODE_STYLE.md "User-visible
// text"): wherever the English text names an attendee, an exhibitor's
// representative, a visitor or a meeting, the translation names it with its
// language's one word for that concept, and never with another kind's word or
// a second spelling (issue 29: the German console called an attendee
// "Besucher" in the import, "Teilnehmer" on the person page and
// "Teilnehmende" in the filter; a German meeting was a "Termin" in the e-mails
// and a "Meeting" on the meetings pages).

type Language = "de" | "fr" | "es" | "it";

interface ConceptWords {
  concept: string;
  /** Concepts of one group are told apart: a kind of person is never named with another kind's word. */
  group: "person" | "meeting";
  /** How the English text names the concept. */
  english: RegExp;
  /** The one word of each language (any of its forms). */
  word: Record<Language, RegExp>;
  /** Other words or spellings for the same concept, not to use. */
  variants: Partial<Record<Language, RegExp>>;
  /** Languages whose word names nothing else (German "Termine" was also an event's dates). */
  reserved?: readonly Language[];
}

const CONCEPT_WORDS: readonly ConceptWords[] = [
  {
    concept: "attendee",
    group: "person",
    english: /\battendees?\b/i,
    word: { de: /teilnehmer/i, fr: /participant/i, es: /asistente/i, it: /partecipant/i },
    variants: { de: /teilnehmend/i, es: /participante/i },
  },
  {
    concept: "representative",
    group: "person",
    english: /\brepresentatives?\b/i,
    word: { de: /vertret|vertritt/i, fr: /représent/i, es: /represent/i, it: /rappresent/i },
    variants: {},
  },
  {
    concept: "visitor",
    group: "person",
    english: /\bvisitors?\b/i,
    word: { de: /besucher/i, fr: /visiteu/i, es: /visitante/i, it: /visitator/i },
    variants: {},
  },
  {
    // A booked meeting between an attendee and a representative; "meeting
    // place" (the site's tagline) is another concept.
    concept: "meeting",
    group: "meeting",
    english: /\bmeetings?\b(?! place)/i,
    word: { de: /termin/i, fr: /rendez-vous/i, es: /reuni[oó]n/i, it: /appuntament/i },
    variants: {
      // Case-sensitive: the verb "treffen" ("wen Sie treffen sollten") is fine.
      de: /[Mm]eeting|\bTreffen\b/,
      fr: /\brencontres?\b|réunion|\bmeetings?\b/i,
      es: /\bcitas?\b|\bencuentros?\b|\bmeetings?\b/i,
      it: /\bincontr[oi]\b|\bmeetings?\b/i,
    },
    // Spanish "Reunión" is also an island; Italian "spostamento dell'appuntamento" says what the English leaves out.
    reserved: ["de", "fr"],
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

/** Placeholders such as {{meeting}} are names in code, not words a person reads. */
function visibleText(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, "");
}

/** "file:key: text" for each translation that names a concept otherwise than its language's one word. */
function conceptWordOffences(
  concepts: readonly ConceptWords[],
  language: Language,
  english: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
  file: string,
): string[] {
  const found: string[] = [];
  for (const [key, translation] of translated) {
    // A plural form English lacks ("_many" in French) reads the English "_other".
    const source = english.get(key) ?? english.get(key.replace(/_(zero|two|few|many)$/, "_other"));
    if (source === undefined) continue;
    const text = visibleText(translation);
    const named = concepts.filter((concept) => concept.english.test(visibleText(source)));
    for (const concept of named) {
      const word = concept.word[language];
      if (!word.test(text)) found.push(`${file}:${key}: ${concept.concept} is not "${word.source}": ${translation}`);
      const variant = concept.variants[language];
      if (variant?.test(text))
        found.push(`${file}:${key}: ${concept.concept} spelled "${variant.source}": ${translation}`);
    }
    for (const concept of concepts) {
      if (named.includes(concept) || !concept.reserved?.includes(language)) continue;
      if (concept.word[language].test(text))
        found.push(
          `${file}:${key}: the ${concept.concept}'s word where the English does not name a ${concept.concept}: ${translation}`,
        );
    }
    for (const other of concepts) {
      const rivals = named.filter((concept) => concept.group === other.group);
      if (rivals.length === 0 || rivals.includes(other)) continue;
      if (other.word[language].test(text) && !rivals.some((concept) => concept.word[language].test(text)))
        found.push(
          `${file}:${key}: the ${other.concept}'s word where the English names the ${rivals[0].concept}: ${translation}`,
        );
    }
  }
  return found;
}

describe("the concepts' words", () => {
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
    expect(conceptWordOffences(CONCEPT_WORDS, "de", english, german, "x.json")).toEqual([
      'x.json:a: attendee is not "teilnehmer": Teilnehmende',
      'x.json:a: attendee spelled "teilnehmend": Teilnehmende',
      'x.json:b: attendee is not "teilnehmer": Besucher',
      "x.json:b: the visitor's word where the English names the attendee: Besucher",
    ]);
  });

  it("find a German meeting called a Meeting or a Treffen, a German Termin that is no meeting, and an Italian meeting called an incontro", () => {
    const english = new Map([
      ["a", "My meetings"],
      ["b", "Meeting with {{name}}"],
      ["c", "Request a meeting"],
      ["d", "Uncork — the catalogue and meeting place of wine fairs."],
      ["e", "People to meet"],
      ["f", "Your meeting requests and meetings at {{event}}."],
      ["g", "Dates"],
      ["h_other", "{{count}} meetings"],
    ]);
    const german = new Map([
      ["a", "Meine Meetings"],
      ["b", "Treffen mit {{name}}"],
      ["c", "Termin anfragen"],
      ["d", "Uncork – der Katalog und Treffpunkt für Weinmessen."],
      ["e", "Wen Sie treffen sollten"],
      ["f", "Ihre Meeting-Anfragen und Termine auf der {{event}}."],
      ["g", "Termine"],
      ["h_many", "{{count}} Meetings"],
    ]);
    expect(conceptWordOffences(CONCEPT_WORDS, "de", english, german, "x.json")).toEqual([
      'x.json:a: meeting is not "termin": Meine Meetings',
      'x.json:a: meeting spelled "[Mm]eeting|\\bTreffen\\b": Meine Meetings',
      'x.json:b: meeting is not "termin": Treffen mit {{name}}',
      'x.json:b: meeting spelled "[Mm]eeting|\\bTreffen\\b": Treffen mit {{name}}',
      'x.json:f: meeting spelled "[Mm]eeting|\\bTreffen\\b": Ihre Meeting-Anfragen und Termine auf der {{event}}.',
      "x.json:g: the meeting's word where the English does not name a meeting: Termine",
      'x.json:h_many: meeting is not "termin": {{count}} Meetings',
      'x.json:h_many: meeting spelled "[Mm]eeting|\\bTreffen\\b": {{count}} Meetings',
    ]);
    const italian = new Map([
      ["a", "I miei appuntamenti"],
      ["b", "Incontro con {{name}}"],
      ["e", "Persone da incontrare"],
    ]);
    expect(conceptWordOffences(CONCEPT_WORDS, "it", english, italian, "x.json")).toEqual([
      'x.json:b: meeting is not "appuntament": Incontro con {{name}}',
      'x.json:b: meeting spelled "\\bincontr[oi]\\b|\\bmeetings?\\b": Incontro con {{name}}',
    ]);
  });

  it("are one word per concept in every language's files", () => {
    const files = readdirSync(path.join(REPO_ROOT, "locales/en")).filter((file) => file.endsWith(".json"));
    expect(files.length).toBeGreaterThan(10);
    const found = LANGUAGES.flatMap((language) =>
      files.flatMap((file) =>
        conceptWordOffences(CONCEPT_WORDS, language, readMessages("en", file), readMessages(language, file), file).map(
          (offence) => `${language}/${offence}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});
