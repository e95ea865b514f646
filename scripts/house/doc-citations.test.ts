import { describe, expect, it } from "vitest";
import {
  describeDead,
  findDeadCitations,
  findMarkdownCitations,
  findOutsideCitations,
  findProseCitations,
  githubSlug,
  readHeadings,
} from "./doc-citations";
import { listFiles, listSourceFiles, readRepoFile } from "./repo-files";

/** It reads the whole repository: seconds on a loaded machine, more than vitest's 5 s default. */
const WHOLE_REPO = { timeout: 60_000 };

// This file's own examples cite documents that do not exist, on purpose;
// so does the decisions' template (`NNNN-short-name.md`, the file to copy it to).
const THIS_FILE = "scripts/house/doc-citations.test.ts";
const TEMPLATE = "docs/decisions/000-template.md";

function readDocOrNothing(doc: string): string | undefined {
  try {
    return readRepoFile(doc);
  } catch {
    return undefined;
  }
}

const sourceFiles = listSourceFiles().filter((file) => file !== THIS_FILE);
const markdownFiles = ["README.md", ...listFiles(["docs"], (file) => file.endsWith(".md") && file !== TEMPLATE)];

describe("reading citations", () => {
  const docs: Record<string, string> = {
    "docs/guide.md": "# Guide\n\n## Bad input: a 4xx, never a 5xx\n\n## The API {#api}\n\n```\n## Not a heading\n```\n",
  };
  const readDoc = (doc: string) => docs[doc];

  it("finds each form in code and names the dead ones with file and line", () => {
    const code = [
      "// docs/guide.md and docs/guide.md#api and docs/guide.md#the-api-api",
      '// docs/guide.md "Bad input" and (docs/guide.md, "The API")',
      "/** The rule (docs/guide.md",
      ' * "Gone away"), docs/missing.md, guide.md#nowhere, https://example.com/docs/missing.md */',
      'const files = ["docs/guide.md", "docs/guide.md"];',
    ].join("\n");
    const dead = findDeadCitations(findProseCitations("app/example.ts", code), readDoc).map(describeDead);
    expect(dead).toEqual([
      'app/example.ts:3 → docs/guide.md "Gone away" (no heading "Gone away" in docs/guide.md)',
      "app/example.ts:4 → docs/missing.md (no file docs/missing.md)",
      "app/example.ts:4 → guide.md#nowhere (no heading #nowhere in docs/guide.md)",
    ]);
  });

  it("reads markdown links from the page's folder, and prose outside links", () => {
    const page = [
      "See [the API](guide.md#api), [down](#guide), [gone](guide.md#not-a-heading) and",
      "[guide.md, a link's text](../elsewhere.md#x), [a site](https://example.com/a.md#b).",
      'As guide.md "The API" says, and docs/guide.md "Gone away" does not.',
      "```",
      "[in code](#nowhere)",
      "```",
    ].join("\n");
    const citations = findMarkdownCitations("docs/guide.md", page);
    expect(findDeadCitations(citations, readDoc).map(describeDead)).toEqual([
      'docs/guide.md:3 → docs/guide.md "Gone away" (no heading "Gone away" in docs/guide.md)',
      "docs/guide.md:1 → (guide.md#not-a-heading) (no heading #not-a-heading in docs/guide.md)",
      "docs/guide.md:2 → (../elsewhere.md#x) (no file elsewhere.md)",
    ]);
  });

  it("makes GitHub's anchors", () => {
    expect(githubSlug("First-load JavaScript of the product page (`npm run bench:js`)")).toBe(
      "first-load-javascript-of-the-product-page-npm-run-benchjs",
    );
    expect([...readHeadings("## Pages\n## Pages\n## Café & bar {#bar}").anchors]).toEqual([
      "pages",
      "pages-1",
      "bar",
      "café--bar-bar",
    ]);
  });
});

describe("citing a document outside the repository", () => {
  it("is found in code, with file and line", WHOLE_REPO, () => {
    const code = "// The ids (docs/data-in.md).\n/** Sorted as SPEC §3 says. */\nconst ASPECT = 1;";
    expect(findOutsideCitations("app/example.ts", code)).toEqual(["app/example.ts:2 → /** Sorted as SPEC §3 says. */"]);
  });
});

describe("the repository's citations", () => {
  it("point at documents and headings that exist", WHOLE_REPO, () => {
    const citations = [
      ...sourceFiles.flatMap((file) => findProseCitations(file, readRepoFile(file))),
      ...markdownFiles.flatMap((file) => findMarkdownCitations(file, readRepoFile(file))),
    ];
    expect(citations.length).toBeGreaterThan(300);
    expect(findDeadCitations(citations, readDocOrNothing).map(describeDead)).toEqual([]);
  });

  it("name no document outside the repository", WHOLE_REPO, () => {
    expect(sourceFiles.flatMap((file) => findOutsideCitations(file, readRepoFile(file)))).toEqual([]);
  });
});
