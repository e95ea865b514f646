import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import type { TFunction } from "~/lib/i18n";
import type { Locale } from "~/lib/locales";
import { columnLabel, type RowProblem } from "./columns";
import { shortened } from "./read-rows.server";

// Every problem of an import's check (docs/data-in.md "From the organizer's page"): the
// report lists the first ones; all of them are written, one JSON line each,
// beside the uploaded file, and downloaded as CSV in the organizer's
// language. Values are cut as short as in the report, and the file holds at
// most MAX_KEPT problems, so its size is bounded whatever the upload.

export const MAX_KEPT = 500_000;

export interface ProblemSink {
  write(problem: RowProblem): void;
  /** Resolves once everything written is on disk. */
  close(): Promise<void>;
}

export function problemSink(file: string): ProblemSink {
  const out = createWriteStream(file);
  let kept = 0;
  let closed: Promise<void> | null = null;
  return {
    write(problem) {
      if (kept++ < MAX_KEPT) out.write(`${JSON.stringify(shortened(problem))}\n`);
    },
    close() {
      closed ??= (async () => {
        out.end();
        await once(out, "close");
      })();
      return closed;
    },
  };
}

const quote = (text: string) => (/[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
/** A value a spreadsheet would run as a formula (=, +, -, @ first) is given as text. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The problems as CSV lines headed in the language (a byte-order mark first, for Excel). */
export async function* problemsCsv(file: string, t: TFunction, locale: Locale): AsyncGenerator<string> {
  const delimiter = locale === "en" ? "," : ";";
  const row = (fields: string[]) => `${fields.map(quote).join(delimiter)}\r\n`;
  yield `\uFEFF${row(["line", "column", "value", "message"].map((name) => t(`organizer:import.problemsFile.${name}`)))}`;
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (!line) continue;
    const problem = JSON.parse(line) as RowProblem;
    const column = problem.column ? columnLabel(t, problem.column) : "";
    yield row([String(problem.line), column, asText(problem.value), t(problem.message.key)]);
  }
}
