import {
  bombXlsx,
  commasCsv,
  germanExcelCsv,
  hugeCellXlsx,
  problemRowsCsv,
  sheetXml,
  xlsx,
} from "../factories/import-files";

// The import endpoints fed hostile files as an organizer of the event would
// send them (issue 29, docs/security.md "Imports"): each must end in a 201
// report or a 4xx refusal, never a 500, with a bounded answer, while
// /api/health keeps answering within 250 ms.

const MB = 1024 * 1024;

export interface HostileImport {
  label: string;
  /** kind and format (and encoding) of the upload's query. */
  query: string;
  body: () => Buffer;
}

export const HOSTILE_IMPORTS: HostileImport[] = [
  { label: "csv-commas-10mb", query: "kind=products&format=csv", body: () => commasCsv(10 * MB) },
  { label: "csv-problem-rows-10mb", query: "kind=products&format=csv", body: () => problemRowsCsv((10 * MB) / 29) },
  {
    label: "csv-huge-cell",
    query: "kind=products&format=csv",
    body: () => Buffer.from(`name,kind\n"${"x".repeat(5 * MB)}",wine\n`),
  },
  { label: "csv-no-line-break-5mb", query: "kind=people&format=csv", body: () => Buffer.alloc(5 * MB, "a") },
  { label: "csv-windows-1252", query: "kind=products&format=csv", body: () => germanExcelCsv("z") },
  {
    label: "csv-windows-1252-forced-utf8",
    query: "kind=products&format=csv&encoding=utf-8",
    body: () => germanExcelCsv("z"),
  },
  { label: "xlsx-no-r", query: "kind=products&format=xlsx", body: () => xlsx(sheetXml([["Name"], ["x"]], false)) },
  { label: "xlsx-huge-cell-64mb", query: "kind=products&format=xlsx", body: () => hugeCellXlsx(64 * MB) },
  { label: "xlsx-bomb-stated", query: "kind=products&format=xlsx", body: () => bombXlsx(1024, 0xffffffff) },
  { label: "xlsx-bomb-lying", query: "kind=exhibitors&format=xlsx", body: () => bombXlsx(300 * MB) },
  { label: "xlsx-csv-inside", query: "kind=products&format=xlsx", body: () => Buffer.from("name,kind\nx,wine\n") },
  { label: "json-broken", query: "kind=people&format=json", body: () => Buffer.from('[{"name": "x"}, {"name": ') },
  { label: "json-not-rows", query: "kind=people&format=json", body: () => Buffer.from('{"name": "x"}') },
  {
    label: "json-wide",
    query: "kind=people&format=json",
    body: () => Buffer.from(JSON.stringify([Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`c${i}`, i]))])),
  },
];

export interface ImportFailure {
  label: string;
  why: string;
}

/** Sends every hostile file to the upload endpoint as the organizer, polling /api/health meanwhile. */
export async function fuzzImports(origin: string, cookie: string, eventId: string): Promise<ImportFailure[]> {
  const failures: ImportFailure[] = [];
  for (const hostile of HOSTILE_IMPORTS) {
    // Made before the polling starts: building a bomb takes this process a while, not the site.
    const body = new Uint8Array(hostile.body());
    let done = false;
    let slowest = 0;
    const polling = (async () => {
      while (!done) {
        const started = performance.now();
        await fetch(`${origin}/api/health`).then((r) => r.arrayBuffer());
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    try {
      const answer = await fetch(`${origin}/api/organizer/events/${eventId}/imports?${hostile.query}`, {
        method: "POST",
        headers: { "content-type": "application/octet-stream", origin, cookie },
        body,
      });
      const text = await answer.text();
      if (answer.status >= 500 || answer.status < 200)
        failures.push({ label: hostile.label, why: `answered ${answer.status}` });
      if (text.length > MB) failures.push({ label: hostile.label, why: `answered ${text.length} characters` });
    } catch (error) {
      failures.push({ label: hostile.label, why: `no answer: ${String(error)}` });
    } finally {
      done = true;
      await polling;
    }
    if (slowest > 250) failures.push({ label: hostile.label, why: `/api/health took ${Math.round(slowest)} ms` });
  }
  return failures;
}
