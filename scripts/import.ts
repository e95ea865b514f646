import { parseArgs } from "node:util";
import { connect } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";
import { env } from "~/.server/env";
import { serverT } from "~/.server/i18n";
import { templateCsv } from "~/features/data-in/files/columns";
import { EXHIBITOR_COLUMN_SET } from "~/features/data-in/files/exhibitor-columns";
import { importExhibitors } from "~/features/data-in/files/import-exhibitors.server";
import { importPeople } from "~/features/data-in/files/import-people.server";
import { importProducts } from "~/features/data-in/files/import-products.server";
import type { ImportRun } from "~/features/data-in/files/import-report";
import { PERSON_COLUMN_SET } from "~/features/data-in/files/person-columns";
import { PRODUCT_COLUMN_SET } from "~/features/data-in/files/product-columns";
import { detectEncoding, formatOf, readRecords } from "~/features/data-in/files/read-records.server";
import { TEXT_ENCODINGS, type TextEncoding } from "~/features/data-in/files/text-encoding";
import { isLocale } from "~/lib/locales";

// npm run import -- <file> --event <id> [--kind products|exhibitors|people] [--dry-run] [--map "Header=column"]…
// npm run import -- --template <locale> [--kind …]   (an empty file headed in that language, to stdout)
// Imports products (with their exhibitors and producers), exhibitors, or people (attendees and
// exhibitor representatives) from a CSV, XLSX or JSON file
// into an event (docs/data-in.md "From a file"): every row is checked, the
// changes are listed, and nothing is written unless every row is valid.
// It works on DATABASE_URL directly, so the site must not be running
// (its search and cached pages would not know of the change).

const USAGE = `Usage: npm run import -- <file.csv|.xlsx|.json> --event <id> [options]
       npm run import -- --template <en|de|fr|es|it> [--kind exhibitors] > products.csv
  --event ID              the event to fill (its id in this site's database)
  --kind KIND             products (the default: one row per product, with its exhibitor and producer),
                          exhibitors, or people (attendees and exhibitor representatives)
  --dry-run               check every row and list the changes; write nothing
  --map "Header=column"   read a header the import does not know as one of its columns (repeatable)
  --encoding ENCODING     read a CSV file as utf-8, windows-1252 or iso-8859-15 (detected when not given)
Product columns: product_id, exhibitor_id, exhibitor_name, name, kind (required); exhibitor_country,
producer_id, producer_name, vintage, country, region, subregion, stand, color, alcohol, residual_sugar,
total_acidity, ph, bottle_size, closure, grapes ("Riesling 80%, Silvaner 20%"), description_en … description_it.
Exhibitor columns: exhibitor_id, name (required); country, website, description_en … description_it.
People columns: person_id, kind (representative or attendee), name (required); email, exhibitor_id
(required for a representative), job_title, company, country, telephone, attendee_type, stand.
Or their labels in any of the site's languages (docs/data-in.md).`;

function lines(report: ImportRun): string[] {
  const out = [
    `${report.dryRun ? "Dry run" : report.applied ? "Imported" : "Not imported"}: ${report.rows} rows for event ${report.eventId}`,
  ];
  for (const problem of report.problems) {
    out.push(
      `  line ${problem.line}, ${problem.column ?? "?"} ${JSON.stringify(problem.value)}: ${problem.message.text}`,
    );
  }
  if (report.problemCount > report.problems.length)
    out.push(`  … and ${report.problemCount - report.problems.length} more problems`);
  if (report.problemCount) out.push("Nothing was written: correct the rows above and import the file again.");
  const verb = report.applied ? "were" : "would be";
  for (const [type, c] of Object.entries(report.counts))
    out.push(`  ${type === "person" ? "people" : `${type}s`}: ${c.add} ${verb} added, ${c.change} changed`);
  for (const change of report.changes.slice(0, 20)) {
    out.push(`  ${change.action} ${change.type} ${change.id} "${change.name}"`);
    for (const f of change.fields)
      out.push(`      ${f.field}: ${JSON.stringify(f.oldValue)} → ${JSON.stringify(f.newValue)}`);
  }
  if (report.totalChanges > 20) out.push(`  … and ${report.totalChanges - 20} more changes`);
  return out;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      event: { type: "string" },
      "dry-run": { type: "boolean" },
      map: { type: "string", multiple: true },
      template: { type: "string" },
      kind: { type: "string" },
      encoding: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const kinds = {
    products: { set: PRODUCT_COLUMN_SET, run: importProducts },
    exhibitors: { set: EXHIBITOR_COLUMN_SET, run: importExhibitors },
    people: { set: PERSON_COLUMN_SET, run: importPeople },
  } as const;
  const kind = values.kind ?? "products";
  if (!(kind in kinds)) throw new Error(`--kind is products, exhibitors or people, got "${kind}"`);
  const { set, run } = kinds[kind as keyof typeof kinds];
  if (values.template !== undefined) {
    if (!isLocale(values.template)) throw new Error(`--template takes a language: en, de, fr, es or it`);
    process.stdout.write(templateCsv(serverT(values.template), values.template, set));
    return 0;
  }
  const file = positionals[0];
  if (values.help || !file || !values.event) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const mapping = Object.fromEntries(
    (values.map ?? []).map((pair) => {
      const at = pair.lastIndexOf("=");
      if (at < 1) throw new Error(`--map takes "Header=column", got "${pair}"`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const encoding = values.encoding as TextEncoding | undefined;
  if (encoding && !TEXT_ENCODINGS.includes(encoding))
    throw new Error(`--encoding is ${TEXT_ENCODINGS.join(", ")}, got "${encoding}"`);
  const config = env();
  try {
    if ((await fetch(`http://127.0.0.1:${config.PORT}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok) {
      console.error(
        `The site is running on port ${config.PORT}: stop it before importing, so its search and pages read the new catalogue when it starts.`,
      );
      return 2;
    }
  } catch {
    // not running: go on
  }
  const db = connect(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    if (formatOf(file) === "csv") {
      const detected = await detectEncoding(file);
      console.error(
        `Encoding: ${encoding ?? detected}${encoding && encoding !== detected ? ` (detected: ${detected})` : ""}`,
      );
    }
    const report = await run(db, {
      eventId: values.event,
      records: readRecords(file, formatOf(file), undefined, encoding),
      dryRun: Boolean(values["dry-run"]),
      actor: "import",
      mapping,
      onProgress: (rows) => process.stderr.write(`\r${rows} rows read`),
    });
    process.stderr.write("\n");
    for (const line of lines(report)) console.log(line);
    const seconds = (performance.now() - started) / 1000;
    const peak = process.resourceUsage().maxRSS / 1024;
    console.log(
      `(${seconds.toFixed(1)} s, ${Math.round(report.rows / seconds)} rows/s, peak memory ${Math.round(peak)} MB)`,
    );
    return report.problemCount ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
