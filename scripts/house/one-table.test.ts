import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** It reads the whole repository: seconds on a loaded machine, more than vitest's 5 s default. */
const WHOLE_REPO = { timeout: 60_000 };

// Every table on the site is the one DataTable (app/components/ui/data-table.tsx,
// docs/CODE_STYLE.md "Reuse before writing"): its caption, header scopes and
// sideways scrolling on a phone come with it.

const root = path.resolve(import.meta.dirname, "../..");
const TABLE_FILE = "app/components/ui/data-table.tsx";

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

/** Files that write a <table> of their own. */
function handWrittenTables(files: { name: string; source: string }[]): string[] {
  return files.filter((file) => file.name !== TABLE_FILE && /<table[\s>]/.test(file.source)).map((file) => file.name);
}

describe("tables", () => {
  it("are all DataTable", WHOLE_REPO, () => {
    const files = components(path.join(root, "app")).map((full) => ({
      name: path.relative(root, full),
      source: readFileSync(full, "utf8"),
    }));
    expect(handWrittenTables(files)).toEqual([]);
  });

  it("names a component that writes its own table", () => {
    expect(
      handWrittenTables([
        { name: TABLE_FILE, source: "<table className>" },
        { name: "app/x.tsx", source: "return <table>\n<tr/></table>;" },
      ]),
    ).toEqual(["app/x.tsx"]);
  });
});
