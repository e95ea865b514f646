import { crc32, deflateRawSync } from "node:zlib";

// Import files as organizers send them and as attackers would (issue 29):
// a German Excel CSV in Windows-1252, a file of commas, zips whose parts
// unpack to more than they say, spreadsheets without cell positions. Used by
// the import's tests, the fuzzer (tests/fuzz) and the journeys.

export interface ZipPart {
  name: string;
  data: Buffer;
  /** The size the central directory states, when it lies (the real one otherwise). */
  statedSize?: number;
}

/** A zip of deflated parts, as XLSX files are. */
export function zip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, "utf8");
    const data = deflateRawSync(part.data);
    const crc = crc32(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(part.statedSize ?? part.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(part.statedSize ?? part.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const columnName = (i: number) => String.fromCharCode(65 + i);

/** The XML of a worksheet of inline strings; `positions: false` leaves out every row's and cell's `r`, as some generators do. */
export function sheetXml(rows: readonly (readonly string[])[], positions = true): string {
  const body = rows
    .map((cells, r) => {
      const cellsXml = cells
        .map((cell, c) => {
          const at = positions ? ` r="${columnName(c)}${r + 1}"` : "";
          return `<c${at} t="inlineStr"><is><t>${xmlText(cell)}</t></is></c>`;
        })
        .join("");
      return `<row${positions ? ` r="${r + 1}"` : ""}>${cellsXml}</row>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

/** An XLSX workbook of one worksheet, with more parts when given (a bomb's). */
export function xlsx(sheet: string | Buffer, more: readonly ZipPart[] = []): Buffer {
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  return zip([
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    {
      name: "_rels/.rels",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: "xl/workbook.xml",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: "xl/worksheets/sheet1.xml", data: Buffer.isBuffer(sheet) ? sheet : Buffer.from(sheet) },
    ...more,
  ]);
}

const PRODUCT_HEADER = ["Produkt-ID", "Aussteller-ID", "Aussteller", "Name", "Art"];

/** A 24-character id: the prefix, then digits. */
export const importId = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, "0")}`;

/**
 * "CSV (Trennzeichen-getrennt)" as German Excel saves it: Windows-1252,
 * semicolons, CRLF; umlauts and ß in names and in the headers
 * "Gesamtsäure" and "Flaschengröße".
 */
export function germanExcelCsv(prefix = "g"): Buffer {
  const lines = [
    [...PRODUCT_HEADER, "Gesamtsäure", "Flaschengröße"],
    [importId(prefix, 1), importId("e", 29), "Weingut Jörg Häußler", "Grüner Veltliner Spätlese", "Wine", "6,1", "750"],
    [importId(prefix, 2), importId("e", 29), "Weingut Jörg Häußler", "Blaufränkisch Größe € 9", "Wine", "5,4", "1500"],
  ];
  return windows1252(`${lines.map((line) => line.join(";")).join("\r\n")}\r\n`);
}

/** Text as Windows-1252 bytes (Latin-1, with the euro sign at 0x80). */
export const windows1252 = (text: string) =>
  Buffer.from([...text].map((char) => (char === "€" ? 0x80 : char.charCodeAt(0) & 0xff)));

/** The issue's first file: commas and one line break, `bytes` long. */
export const commasCsv = (bytes: number) => Buffer.from(`${",".repeat(bytes - 1)}\n`);

/** A product file of `rows` rows, each with a problem (an id too short): work for every row, a problem for each. */
export function problemRowsCsv(rows: number): Buffer {
  const line = "x1,e1,Estate,Wine name,wine\n";
  return Buffer.from(`product_id,exhibitor_id,exhibitor_name,name,kind\n${line.repeat(rows)}`);
}

/** An XLSX file whose one cell unpacks to `bytes` characters (a few hundred KB when deflated). */
export function hugeCellXlsx(bytes: number): Buffer {
  const head = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
  const tail = "</t></is></c></row></sheetData></worksheet>";
  return xlsx(Buffer.concat([Buffer.from(head), Buffer.alloc(bytes, "a"), Buffer.from(tail)]));
}

/** An XLSX file with a part that unpacks to `bytes` while its directory states `stated` (a zip bomb). */
export function bombXlsx(bytes: number, stated = 1024): Buffer {
  return xlsx(sheetXml([["Name"], ["x"]]), [
    { name: "xl/media/image1.bin", data: Buffer.alloc(bytes), statedSize: stated },
  ]);
}
