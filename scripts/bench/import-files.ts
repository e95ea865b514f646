import { execFileSync } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { connect } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
import { PRODUCT_COLUMNS } from "~/features/data-in/files/product-columns";
import { insertEvent } from "../../tests/factories/catalogue";

// The file imports of npm run bench:import (import.ts): an event's catalogue
// written as a CSV and as an XLSX file, each imported into an empty database
// by `npm run import` in a process of its own, as package.json runs it.

const BENCH_EVENT = "b0000000000000000000000b";

/** The node flags bounding the heap of a command-line script, as package.json runs it (`npm run sync`, `npm run import`). */
export function cliHeapFlags(script: "sync" | "import"): string[] {
  return cliArguments(script).filter((arg) => arg.startsWith("--max-old-space-size="));
}

/** What package.json hands `node` for the script (`npm run import`: the heap's bound, the runner, the script). */
export function cliArguments(script: "sync" | "import"): string[] {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
  const [node, ...args] = scripts[script].split(" ");
  if (node !== "node") throw new Error(`npm run ${script} no longer runs node: ${scripts[script]}`);
  return args;
}

/** The catalogue written as a CSV and as an XLSX file, each imported into an empty database. */
export async function importFiles(rows: unknown[][], targetDir: string): Promise<void> {
  const csv = path.join(targetDir, "products.csv");
  await writeCsv(rows, csv);
  await importFile(csv, rows.length - 1, "CSV", targetDir);
  const xlsx = path.join(targetDir, "products.xlsx");
  await writeXlsx(rows, xlsx);
  await importFile(xlsx, rows.length - 1, "XLSX", targetDir);
}

const quote = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The event's catalogue as the rows of an import file, the header first: a row per product. */
export async function catalogueRows(db: ReturnType<typeof connect>, eventId: string): Promise<unknown[][]> {
  const rows = await db
    .selectFrom("registered_products as rp")
    .innerJoin("products as p", "p.id", "rp.product_id")
    .innerJoin("exhibitors as e", "e.id", "rp.exhibitor_id")
    .leftJoin("producers as pr", "pr.id", "p.producer_id")
    .leftJoin("product_translations as t", (join) => join.onRef("t.product_id", "=", "p.id").on("t.locale", "=", "en"))
    .select([
      "p.id",
      "rp.exhibitor_id",
      "e.name as exhibitor_name",
      "e.country as exhibitor_country",
      "pr.id as producer_id",
      "pr.name as producer_name",
      "p.name",
      "p.kind",
      "p.vintage",
      "p.country",
      "p.region",
      "p.subregion",
      "rp.table_number",
      "t.description",
    ])
    .where("rp.event_id", "=", eventId)
    .orderBy("p.id")
    .execute();
  return [
    // The import's own columns, product_id … stand, and the English description.
    [...PRODUCT_COLUMNS.slice(0, PRODUCT_COLUMNS.indexOf("stand") + 1), "description_en"],
    ...rows.map((r) => [
      r.id,
      r.exhibitor_id,
      r.exhibitor_name,
      r.exhibitor_country,
      r.producer_id,
      r.producer_name,
      r.name,
      r.kind,
      r.vintage,
      r.country,
      r.region,
      r.subregion,
      r.table_number,
      r.description,
    ]),
  ];
}

async function writeCsv(rows: unknown[][], file: string): Promise<void> {
  const out = createWriteStream(file);
  for (const row of rows) out.write(`${row.map(quote).join(",")}\n`);
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** The same rows as a spreadsheet, written as a stream (exceljs' WorkbookWriter). */
async function writeXlsx(rows: unknown[][], file: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet("Products");
  for (const row of rows) sheet.addRow(row.map((value) => value ?? "")).commit();
  sheet.commit();
  await workbook.commit();
}

/** `npm run import` of the file into an empty database with the event, in a process of its own. */
async function importFile(file: string, rows: number, format: "CSV" | "XLSX", targetDir: string): Promise<void> {
  const target = path.join(targetDir, `imported-${format.toLowerCase()}.db`);
  const db = connect(`file:${target}`);
  try {
    await migrateToLatest(db);
    await insertEvent(db, { id: BENCH_EVENT, slug: "bench-import" });
  } finally {
    await db.destroy();
  }
  const output = execFileSync(process.execPath, [...cliArguments("import"), file, "--event", BENCH_EVENT], {
    env: { ...process.env, DATABASE_URL: `file:${target}`, PORT: "1" },
    stdio: ["ignore", "pipe", "ignore"],
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
  const summary = output.trim().split("\n").at(-1) ?? "";
  console.log(
    `${format} import of ${rows} product rows (${(readFileSync(file).length / 1e6).toFixed(1)} MB) into an empty SQLite database, npm run import: ${summary}`,
  );
}
