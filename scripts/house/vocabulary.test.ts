import { describe, expect, it } from "vitest";
import { listFiles, listSourceFiles, readRepoFile, SOURCE_FOLDERS } from "./repo-files";
import { declaredNames, offWordsIn, readVocabulary, type VocabularyRow, wordsOf } from "./vocabulary";

/**
 * Names that keep a word not to use because something outside our code
 * fixes them. A name is a declared identifier (anywhere) or a path (a file,
 * or a folder and everything under it).
 */
const ALLOWED: readonly { file?: string; name: string; reason: string }[] = [
  {
    name: "collectionId",
    reason:
      "the event's id as the API's paths and the links name it: /api/collections/{collectionId}, /p/events/{collectionId}",
  },
  { name: "collection_id", reason: "column of the history table (migration 0001-catalogue)" },
  { name: "app/routes/catalog", reason: "route modules named for their address, /{locale}/catalog" },
  { name: "app/routes/my/catalog.tsx", reason: "route module named for its address, /{locale}/my/catalog" },
  { name: "app/routes/my/bookmarks.tsx", reason: "route module named for its address, /{locale}/my/bookmarks" },
  {
    name: "app/routes/my/desk-bookmarks.tsx",
    reason: "route module named for its address, /{locale}/my/desk/bookmarks",
  },
  {
    file: "app/features/exhibitor-desk/desk-export.server.ts",
    name: "bookmarks",
    reason: "the desk's section as its address names it, /{locale}/my/desk/export/bookmarks (DeskSection)",
  },
  { name: "app/routes/cms-preview", reason: "route modules named for their address, /cms-preview/… (decision 0012)" },
  {
    file: "app/routes/my/booklet.tsx",
    name: "catalog",
    reason: "the booklet's source as the page's address and its message keys name it (?source=catalog, title.catalog)",
  },
];

function isAllowed(name: string, file?: string): boolean {
  const unused = name.replace(/^_+/, "");
  return ALLOWED.some(
    (allowed) =>
      (allowed.file === undefined || allowed.file === file) &&
      (unused === allowed.name || name.startsWith(`${allowed.name}/`)),
  );
}

/** Every offence in the given files: "file:line → name (word)" for a declared name, "path (word)" for a file or folder. */
function offences(rows: readonly VocabularyRow[], files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const parts = file.split("/");
    for (let depth = 1; depth <= parts.length; depth++) {
      const path = parts.slice(0, depth).join("/");
      if (isAllowed(path)) break;
      const words = offWordsIn(parts[depth - 1], rows);
      if (words.length > 0) found.push(`${path} (${words.join(", ")})`);
    }
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    for (const { name, line } of declaredNames(file, read(file))) {
      if (isAllowed(name, file)) continue;
      const words = offWordsIn(name, rows);
      if (words.length > 0) found.push(`${file}:${line} → ${name} (${words.join(", ")})`);
    }
  }
  return [...new Set(found)];
}

describe("the vocabulary check", () => {
  const rows = readVocabulary(
    [
      "# Style",
      "## Names",
      "| concept | on screen | word in code | words not to use |",
      "| --- | --- | --- | --- |",
      '| a kept product | "bookmark" | `favorite` (`favorites/`) | bookmark, favourite |',
      "| the organizers' pages | | `organizer` | back office (`admin` is the API's) |",
      "| a content page | | `content page` | — |",
      "## Next",
      "| concept | word in code | words not to use |",
    ].join("\n"),
  );

  it("reads the table under Names by its columns' names", () => {
    expect(rows.map((row) => row.offWords)).toEqual([[["bookmark"], ["favourite"]], [["back", "office"]], []]);
  });

  it("splits names into words", () => {
    expect(wordsOf("DESK_BOOKMARKERS_SHOWN")).toEqual(["desk", "bookmarkers", "shown"]);
    expect(wordsOf("toHTMLPage")).toEqual(["to", "html", "page"]);
    expect(wordsOf("desk-bookmarks.server.ts")).toEqual(["desk", "bookmarks", "server", "ts"]);
  });

  it("finds an off word in declared names and file names, in any of its forms, and not in strings", () => {
    const code = [
      "export interface Bookmarker { bookmarkedAt: string }",
      'const count = 1, BackOffice = "bookmark";',
      "function listFavorites(favourites: string[], { a: backoffice }: { a: number }) {",
      '  return t("bookmarks.count", { bookmarks: count }) + bookmarkLabel(favourites);',
      "}",
    ].join("\n");
    const files = [
      "app/features/favorites/desk-bookmarks.server.ts",
      "tests/e2e/back-office/people.spec.ts",
      "tests/e2e/back-office/organizers.spec.ts",
    ];
    expect(offences(rows, files, (file) => (file === files[0] ? code : ""))).toEqual([
      "app/features/favorites/desk-bookmarks.server.ts (bookmark)",
      "app/features/favorites/desk-bookmarks.server.ts:1 → Bookmarker (bookmark)",
      "app/features/favorites/desk-bookmarks.server.ts:1 → bookmarkedAt (bookmark)",
      "app/features/favorites/desk-bookmarks.server.ts:2 → BackOffice (back office)",
      "app/features/favorites/desk-bookmarks.server.ts:3 → favourites (favourite)",
      "app/features/favorites/desk-bookmarks.server.ts:3 → backoffice (back office)",
      "tests/e2e/back-office (back office)",
    ]);
  });

  it("lets an allowed name pass, and still reads an allowed file's names", () => {
    const code = "export const collectionId = 1, _collectionId = 2, bookmarks = 3;";
    expect(offences(rows, ["app/routes/my/bookmarks.tsx"], () => code)).toEqual([
      "app/routes/my/bookmarks.tsx:1 → bookmarks (bookmark)",
    ]);
  });
});

describe("the repository's names", () => {
  it('use one word per concept (docs/CODE_STYLE.md "Names")', { timeout: 60_000 }, () => {
    const rows = readVocabulary(readRepoFile("docs/CODE_STYLE.md"));
    expect(rows.length).toBeGreaterThan(20);
    const files = [...new Set([...listSourceFiles(), ...listFiles(SOURCE_FOLDERS, () => true)])];
    expect(offences(rows, files, readRepoFile)).toEqual([]);
  });
});
