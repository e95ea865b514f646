import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** It reads the whole repository: seconds on a loaded machine, more than vitest's 5 s default. */
const WHOLE_REPO = { timeout: 60_000 };

// Every page action takes the one page-action path (app/.server/page-action.ts,
// docs/CODE_STYLE.md "Errors"): a route never maps a refusal itself and never
// spells a message key; it names messages through its feature's
// defineMessages objects. Text a route shows through t() is not a refusal.

const root = path.resolve(import.meta.dirname, "../..");
const NAMESPACES = readdirSync(path.join(root, "locales/en")).map((file) => file.replace(/\.json$/, ""));

const HAND_MAPPING = [/\brefusalOf\(/, /\binstanceof AppError\b/, /\btoApiError\(/];

/** What is wrong in one route module's source, one line each ("line: what"). */
function routeProblems(source: string, namespaces: readonly string[]): string[] {
  const problems: string[] = [];
  const keyShape = new RegExp(`(["'\`])((?:${namespaces.join("|")}):[A-Za-z0-9_.]+)\\1`, "g");
  source.split("\n").forEach((line, index) => {
    for (const pattern of HAND_MAPPING) {
      if (pattern.test(line)) problems.push(`${index + 1}: maps a refusal by hand (${pattern.source})`);
    }
    for (const match of line.matchAll(keyShape)) {
      const before = line.slice(0, match.index);
      // Shown text: t("ns:key"), serverT(locale)("ns:key"), i18nKey="ns:key".
      if (/\bt\(\s*$|\bserverT\([^()]*\)\(\s*$|i18nKey=\{?\s*$/.test(before)) continue;
      problems.push(`${index + 1}: spells the message key ${match[2]}`);
    }
  });
  return problems;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("page actions", () => {
  it("no route maps a refusal by hand or spells a message key", WHOLE_REPO, () => {
    const problems = routeFiles(path.join(root, "app/routes")).flatMap((file) =>
      routeProblems(readFileSync(file, "utf8"), NAMESPACES).map((problem) => `${path.relative(root, file)}:${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("names a hand-made mapping and a spelled key, and lets shown text pass", () => {
    const source = [
      'const title = t("organizer:page.title");',
      'const meta = serverT(locale)("organizer:page.title");',
      "} catch (error) { if (error instanceof AppError) throw error; }",
      'return data({ message: "organizer:product.notListed" }, { status: 404 });',
    ].join("\n");
    expect(routeProblems(source, ["organizer"])).toEqual([
      "3: maps a refusal by hand (\\binstanceof AppError\\b)",
      "4: spells the message key organizer:product.notListed",
    ]);
  });
});
