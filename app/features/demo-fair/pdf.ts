import type { PdfSpec } from "./fair-data";

// A minimal, valid one-page PDF assembled by hand: Helvetica (one of the 14
// standard fonts, so nothing is embedded) with WinAnsi encoding. Text is
// reduced to Latin-1, which WinAnsi shares from 0xA0 up; other characters
// are dropped rather than shown as garbage.

/** Latin-1 printable text, safe inside a PDF string literal. */
export function pdfText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += ch;
    else if (code === 0x2013 || code === 0x2014) out += "-";
    else if (code === 0x2019 || code === 0x2018) out += "'";
  }
  return out.replace(/[\\()]/g, (c) => `\\${c}`);
}

function contentStream(spec: PdfSpec): string {
  const lines = [
    "BT",
    "/F1 22 Tf",
    "56 770 Td",
    `(${pdfText(spec.title)}) Tj`,
    "/F1 12 Tf",
    "0 -34 Td",
    ...spec.lines.flatMap((line) => [`(${pdfText(line)}) Tj`, "0 -18 Td"]),
    "ET",
    "0.13 0.41 0.62 RG 2 w 56 756 m 539 756 l S",
  ];
  return lines.join("\n");
}

/** The bytes of the PDF (Latin-1). Offsets in the xref table count bytes, so everything is built as Latin-1 text. */
export function buildPdf(spec: PdfSpec): Buffer {
  const stream = contentStream(spec);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(spec.title)}) /Producer (Uncork demo generator) >>`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
