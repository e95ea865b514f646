import { describe, expect, it } from "vitest";
import { tokenize } from "~/lib/normalize";
import { seededRandom } from "../../../tests/support/seeded-random";
import { stringDistance } from "./edit-distance";
import { allowedEdits, FIELD_WEIGHT, MATCH_SCORE, TextIndex } from "./text-index";

// The text index's matches and scores against a brute force over every
// document's terms: a document matches when every token meets one of its
// terms (exactly, as a prefix when it is the last token, or within the
// edits the token's length allows); its score is, per token, the best of
// (how the token met the term + the weight of the best field holding it).

interface Doc {
  name: string;
  party: string;
  detail: string;
}

const FIELDS = [
  { weight: FIELD_WEIGHT.name, values: (doc: Doc) => doc.name },
  { weight: FIELD_WEIGHT.party, values: (doc: Doc) => doc.party },
  { weight: FIELD_WEIGHT.detail, values: (doc: Doc) => doc.detail },
];

const WORDS = [
  "pinot",
  "pinotage",
  "pinto",
  "point",
  "noir",
  "nor",
  "riesling",
  "rieslings",
  "reisling",
  "cru",
  "crus",
  "grand",
  "grande",
  "blanc",
  "blan",
  "mosel",
  "moselle",
  // Words that meet one term only.
  "frankreich",
  "bordeaux",
  "tempranillo",
];

function bruteForce(docs: Doc[], query: string): Map<number, number> {
  const words = tokenize(query);
  const last = words[words.length - 1];
  const tokens = [...new Set(words)].slice(0, 8);
  const out = new Map<number, number>();
  docs.forEach((doc, id) => {
    const weightOf = new Map<string, number>();
    for (const field of FIELDS)
      for (const term of tokenize(field.values(doc)))
        weightOf.set(term, Math.max(weightOf.get(term) ?? 0, field.weight));
    let total = 0;
    for (const token of tokens) {
      let best = 0;
      for (const [term, weight] of weightOf) {
        let met = 0;
        if (term === token) met = MATCH_SCORE.exact;
        else if (token === last && term.startsWith(token)) met = MATCH_SCORE.prefix;
        else {
          const edits = allowedEdits(token);
          const distance = edits > 0 ? stringDistance(token, term, edits) : Number.POSITIVE_INFINITY;
          if (distance === 1) met = MATCH_SCORE.fuzzy1;
          else if (distance === 2 && edits === 2) met = MATCH_SCORE.fuzzy2;
        }
        if (met > 0) best = Math.max(best, met + weight);
      }
      if (best === 0) return;
      total += best;
    }
    out.set(id, total);
  });
  return out;
}

describe("text index", () => {
  it("matches and scores random queries over random documents as a brute force does", () => {
    const random = seededRandom(11);
    const pick = () => WORDS[Math.floor(random() * WORDS.length)];
    const phrase = (n: number) => Array.from({ length: 1 + Math.floor(random() * n) }, pick).join(" ");
    const docs: Doc[] = Array.from({ length: 300 }, () => ({ name: phrase(3), party: phrase(2), detail: phrase(4) }));
    const index = TextIndex.build(docs, FIELDS);
    for (let round = 0; round < 300; round++) {
      const query = phrase(3);
      const found = index.match(query)!;
      const ids = [...found.ids];
      if (found.sorted) expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const scores = new Map(ids.map((id) => [id, index.score[id]]));
      expect(scores, query).toEqual(bruteForce(docs, query));
    }
  });

  it("matches nothing for a word no document has, and everything (null) for no word", () => {
    const index = TextIndex.build([{ name: "Pinot Noir", party: "", detail: "" }], FIELDS);
    expect([...index.match("zinfandel")!.ids]).toEqual([]);
    expect(index.match("  ,; ")).toBeNull();
  });
});
