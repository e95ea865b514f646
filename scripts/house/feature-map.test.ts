import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The feature ranking is written twice on purpose: once for the linter
// (scripts/house/feature-rank.cjs, read by .dependency-cruiser.cjs) and once
// for people (docs/architecture.md "Feature map"). This keeps them the same.

const root = path.resolve(import.meta.dirname, "../..");
const rank: string[] = createRequire(import.meta.url)("./feature-rank.cjs");

interface MapRow {
  folder: string;
  buildsOn: string[];
}

/** The rows of the markdown table under the "### Feature map" heading. */
function readFeatureMap(markdown: string): MapRow[] {
  const start = markdown.indexOf("### Feature map");
  if (start === -1) throw new Error('docs/architecture.md has no "### Feature map" heading');
  const rows: MapRow[] = [];
  for (const line of markdown.slice(start).split("\n").slice(1)) {
    if (line.startsWith("#")) break;
    const cells = line.split("|").map((cell) => cell.trim());
    const folder = /^`([\w-]+)`$/.exec(cells[1] ?? "")?.[1];
    if (!folder) continue;
    const buildsOn = (cells[5] ?? "").split(",").flatMap((name) => /^[\w-]+$/.exec(name.trim()) ?? []);
    rows.push({ folder, buildsOn });
  }
  return rows;
}

/** What is wrong with a map against the ranking, one line each. */
function mapProblems(rows: MapRow[], ranking: string[]): string[] {
  const problems: string[] = [];
  const folders = rows.map((row) => row.folder);
  if (folders.join(",") !== ranking.join(",")) {
    problems.push(`map lists ${folders.join(", ")}; the ranking is ${ranking.join(", ")}`);
  }
  for (const row of rows) {
    for (const below of row.buildsOn) {
      if (!(ranking.indexOf(below) < ranking.indexOf(row.folder)) || !ranking.includes(below)) {
        problems.push(`${row.folder} builds on ${below}, which is not ranked below it`);
      }
    }
  }
  return problems;
}

describe("the feature map", () => {
  it("lists every feature folder in the linter's order, each building only on folders below it", () => {
    const rows = readFeatureMap(readFileSync(path.join(root, "docs/architecture.md"), "utf8"));
    expect(mapProblems(rows, rank)).toEqual([]);
  });

  it("ranks every folder under app/features", () => {
    const folders = readdirSync(path.join(root, "app/features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      // git keeps no empty folder: one left behind by a move is not a feature
      .filter((name) => readdirSync(path.join(root, "app/features", name), { recursive: true }).length > 0);
    expect(folders.filter((folder) => !rank.includes(folder))).toEqual([]);
    expect(rank.filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it("names a map out of order and an upward dependency", () => {
    const markdown = [
      "### Feature map",
      "| folder | concept | routes | doc | builds on |",
      "| ------ | ------- | ------ | --- | --------- |",
      "| `b` | x | y | z | a |",
      "| `a` | x | y | z | b |",
    ].join("\n");
    expect(mapProblems(readFeatureMap(markdown), ["a", "b"])).toEqual([
      "map lists b, a; the ranking is a, b",
      "a builds on b, which is not ranked below it",
    ]);
  });
});
