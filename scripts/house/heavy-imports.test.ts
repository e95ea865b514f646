import { describe, expect, it } from "vitest";
import { listFiles, readRepoFile } from "./repo-files";

// pdfkit, exceljs and sharp are loaded with `await import()` in the function
// that makes a PDF or a workbook or reads an image, never at the top of a
// module the server loads: imported at the top, every server process holds
// them from its start (docs/benchmarks.md "100,000 products": the RSS of a
// warmed server), whether or not anyone asks it for a booklet, a label sheet,
// an export or an upload.

const HEAVY = ["pdfkit", "exceljs", "sharp"];
/** `import x from`, `import "…"` and `export … from` a heavy library or a file of it; `import type` erases. */
const STATIC_IMPORT = new RegExp(
  String.raw`^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\bfrom\s+)?["'](?:${HEAVY.join("|")})(?:/[^"']*)?["']`,
  "m",
);

/** Files whose top-level code imports a heavy library. */
function staticHeavyImports(files: { name: string; source: string }[]): string[] {
  return files.filter((file) => STATIC_IMPORT.test(file.source)).map((file) => file.name);
}

describe("heavy libraries", () => {
  it("are loaded where they are used, not when the server starts", { timeout: 60_000 }, () => {
    const code = listFiles(["app", "server"], (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(code.length).toBeGreaterThan(500);
    expect(staticHeavyImports(code.map((name) => ({ name, source: readRepoFile(name) })))).toEqual([]);
  });

  it("tells a static import from a type import and a dynamic one", () => {
    const files = [
      { name: "a.ts", source: 'import PDFDocument from "pdfkit";' },
      { name: "b.ts", source: 'import type { Workbook } from "exceljs";\nconst x = 1;' },
      { name: "c.ts", source: 'const { default: sharp } = await import("sharp");' },
      { name: "d.ts", source: "import {\n  Workbook,\n} from 'exceljs';" },
      { name: "e.ts", source: 'import "sharp";' },
      { name: "f.ts", source: 'export { default } from "pdfkit/js/pdfkit.es.js";' },
      { name: "g.ts", source: 'import { sharpen } from "./sharpen";\nimport { pdf } from "./pdfkit-notes";' },
    ];
    expect(staticHeavyImports(files)).toEqual(["a.ts", "d.ts", "e.ts", "f.ts"]);
  });
});
