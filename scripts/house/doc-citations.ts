import path from "node:path";

// Finds where code and docs cite a document of this repository, and whether
// the cited file and heading exist (docs/CODE_STYLE.md "Comments say why").
//
// The forms read:
// - in source and in prose: `docs/product/chat.md`, `docs/product/chat.md#api`,
//   `docs/product/chat.md "The digest"` (the quote may follow a comma or
//   continue on the next comment line); a path with a slash is from the
//   repository's root, a bare name (`CODE_STYLE.md "Errors"`) is in docs/
//   (in a markdown page: beside that page);
// - in markdown, also links to markdown pages and to headings, with or
//   without an anchor, relative to the page that holds them.
//
// A `#anchor` is a heading's GitHub anchor (lower case, punctuation dropped,
// spaces to "-", "-1", "-2" for repeats) or the explicit id a heading ends
// with (`## The API {#api}`: `#api`; GitHub shows the id as text and anchors
// it `#the-api-api`). A quoted heading is a heading's text or its
// first words ("Bad input" for "Bad input: a 4xx, never a 5xx"), compared as
// anchors are.

export interface Citation {
  /** The citing file, from the repository's root. */
  file: string;
  line: number;
  /** The citation as written. */
  text: string;
  /** The cited document, from the repository's root. */
  doc: string;
  anchor?: string;
  heading?: string;
}

export interface DeadCitation {
  citation: Citation;
  reason: string;
}

const PATH = String.raw`((?:[\w.-]+/)*[\w.-]+\.md)\b`;
// Not inside a longer path or a URL.
const PATH_START = String.raw`(?<![\w./:-])`;
const ANCHOR = String.raw`#([\w-]+)`;
// `, "Heading"`, ` "Heading"`, or the quote at the start of the next comment line.
const QUOTED = String.raw`(?:,?[ \t]+|,?[ \t]*\r?\n[ \t]*(?:\/\/|\*|#)?[ \t]*)"([^"\n]+)"`;
const PROSE_CITATION = new RegExp(`${PATH_START}${PATH}(?:${ANCHOR}|${QUOTED})?`, "g");
const MARKDOWN_LINK = /\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g;
const WHOLE_LINK = /\[[^\]]*\]\([^)\s]*\)/g;
const CODE_BLOCK = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/**
 * Where a cited path points: a path with a slash is from the repository's
 * root; a bare name is beside the markdown page that names it, or in docs/
 * when code names it.
 */
export function resolveCitedPath(cited: string, citingFile: string): string {
  if (cited.includes("/")) return path.posix.normalize(cited);
  return path.posix.join(citingFile.endsWith(".md") ? path.posix.dirname(citingFile) : "docs", cited);
}

/** The citations written as paths (source code, and prose in markdown). */
export function findProseCitations(file: string, text: string): Citation[] {
  const citations: Citation[] = [];
  for (const match of text.matchAll(PROSE_CITATION)) {
    const [written, cited, anchor, heading] = match;
    citations.push({
      file,
      line: lineAt(text, match.index),
      text: written.replace(/\s*\n\s*(?:\/\/|\*|#)?\s*/, " "),
      doc: resolveCitedPath(cited, file),
      ...(anchor !== undefined && { anchor }),
      ...(heading !== undefined && { heading }),
    });
  }
  return citations;
}

/**
 * A markdown page's citations: its links to markdown pages (or to its own
 * headings), resolved from the page's folder, and the paths its prose names
 * outside links.
 */
export function findMarkdownCitations(file: string, text: string): Citation[] {
  const citations: Citation[] = [];
  for (const match of blank(text, CODE_BLOCK).matchAll(MARKDOWN_LINK)) {
    const [written, target, anchor] = match;
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
    if (target !== "" && !target.endsWith(".md")) continue;
    if (target === "" && anchor === undefined) continue;
    citations.push({
      file,
      line: lineAt(text, match.index),
      text: written.slice(1),
      doc: target === "" ? file : path.posix.join(path.posix.dirname(file), target),
      ...(anchor !== undefined && { anchor }),
    });
  }
  return [...findProseCitations(file, blank(text, WHOLE_LINK)), ...citations];
}

/** The text with what `pattern` matches blanked out, lines kept, so line numbers stay right. */
function blank(text: string, pattern: RegExp): string {
  return text.replace(pattern, (found) => found.replace(/[^\n]/g, " "));
}

/** GitHub's anchor for a heading's text. */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

export interface DocHeadings {
  /** Every anchor the page has: GitHub's and the explicit ids. */
  anchors: Set<string>;
  /** The GitHub anchors of the headings' texts without their explicit ids or repeat counts. */
  titles: string[];
}

export function readHeadings(markdown: string): DocHeadings {
  const anchors = new Set<string>();
  const titles: string[] = [];
  const seen = new Map<string, number>();
  for (const [, raw] of blank(markdown, CODE_BLOCK).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = raw.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    // GitHub shows an explicit id as text, and makes its anchor of it too.
    const explicit = /[ \t]*\{#([\w-]+)\}$/.exec(text);
    if (explicit) anchors.add(explicit[1]);
    const slug = githubSlug(text);
    const repeats = seen.get(slug) ?? 0;
    seen.set(slug, repeats + 1);
    anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
    titles.push(githubSlug(explicit ? text.slice(0, explicit.index) : text));
  }
  return { anchors, titles };
}

/** The citations whose document or heading does not exist; `readDoc` answers undefined for a missing file. */
export function findDeadCitations(
  citations: readonly Citation[],
  readDoc: (doc: string) => string | undefined,
): DeadCitation[] {
  const headings = new Map<string, DocHeadings | undefined>();
  const headingsOf = (doc: string) => {
    if (!headings.has(doc)) {
      const markdown = readDoc(doc);
      headings.set(doc, markdown === undefined ? undefined : readHeadings(markdown));
    }
    return headings.get(doc);
  };
  const dead: DeadCitation[] = [];
  for (const citation of citations) {
    const found = headingsOf(citation.doc);
    if (!found) dead.push({ citation, reason: `no file ${citation.doc}` });
    else if (citation.anchor !== undefined && !found.anchors.has(citation.anchor))
      dead.push({ citation, reason: `no heading #${citation.anchor} in ${citation.doc}` });
    else if (citation.heading !== undefined && !namesHeading(citation.heading, found.titles))
      dead.push({ citation, reason: `no heading "${citation.heading}" in ${citation.doc}` });
  }
  return dead;
}

/** A quoted heading is a heading's text or its first words, compared as anchors are. */
function namesHeading(quoted: string, titles: readonly string[]): boolean {
  const slug = githubSlug(quoted);
  return titles.some((title) => title === slug || title.startsWith(`${slug}-`));
}

export function describeDead({ citation, reason }: DeadCitation): string {
  return `${citation.file}:${citation.line} → ${citation.text} (${reason})`;
}

// The original specification is not in the repository; its rules are in
// docs/product/ (docs/product/README.md maps its sections to their pages).
const OUTSIDE_CITATION = /\bSPEC\s*§/g;

/** The lines that cite the original specification by section ("SPEC", the section sign, a number) instead of a document of ours. */
export function findOutsideCitations(file: string, text: string): string[] {
  return [...text.matchAll(OUTSIDE_CITATION)].map((match) => {
    const line = lineAt(text, match.index);
    return `${file}:${line} → ${text.split("\n")[line - 1].trim()}`;
  });
}
