import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** It reads the whole repository: seconds on a loaded machine, more than vitest's 5 s default. */
const WHOLE_REPO = { timeout: 60_000 };

// Files stay small (docs/CODE_STYLE.md "Names": one concept each): no
// TypeScript file of the application, the server, the scripts or the tests
// is longer than MAX_LINES lines. A longer file is split by concept.

const ROOTS = ["app", "server", "scripts", "tests"];
const MAX_LINES = 400;

/**
 * Data, not code: the demo fair's tables (names, regions, appellations,
 * styles, countries) are lists the generator draws from; they grow with
 * the demo's content, and cutting a list in two files would split one
 * concept rather than separate two.
 */
const EXEMPT = ["app/features/demo-fair/data/"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Lines as an editor numbers them: `wc -l`'s line ends, and a last line without one. */
const lineCount = (text: string) => (text.match(/\n/g)?.length ?? 0) + (text && !text.endsWith("\n") ? 1 : 0);

describe("file sizes", () => {
  it(`keeps every .ts and .tsx file under ${ROOTS.join(", ")} at ${MAX_LINES} lines or fewer`, WHOLE_REPO, () => {
    const files = ROOTS.flatMap(sourceFiles).filter((file) => !EXEMPT.some((prefix) => file.startsWith(prefix)));
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files
      .map((file) => ({ file, lines: lineCount(readFileSync(file, "utf8")) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it("counts lines as an editor numbers them", () => {
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount("")).toBe(0);
  });
});
