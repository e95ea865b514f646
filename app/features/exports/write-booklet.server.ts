import type { Booklet } from "./booklet.server";
import { writeBookletPdf } from "./booklet-pdf.server";
import { writeBookletXlsx } from "./booklet-xlsx.server";
import type { BookletFormat } from "./file-names";
import type { ProgressCallback } from "./progress";

/** The booklet's file in the format asked for. */
export function writeBooklet(booklet: Booklet, format: BookletFormat, onProgress?: ProgressCallback): Promise<Buffer> {
  return format === "pdf" ? writeBookletPdf(booklet, { onProgress }) : writeBookletXlsx(booklet, { onProgress });
}
