import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createInflateRaw } from "node:zlib";
import { AppError } from "~/.server/errors";
import { cellTooLong, IMPORT_LIMITS, xlsxNoAddress, xlsxTooLarge, xlsxUnreadable } from "./import-limits.server";

// An XLSX file checked before it is read (xlsx-rows.server.ts) (docs/security.md "Imports"):
// a zip whose parts are listed in its central directory, each following the
// one before (no part the directory does not name), together unpacking to
// at most the limit: the sizes the directory states first, then the bytes
// each part really inflates to, counted as they come, so a directory that
// lies is caught too. The worksheets' and shared strings' XML is looked
// through on the way: a cell's text longer than the limit allows, or a row
// or cell without its position (the `r` attribute, which places it), is
// refused with the row it is in. Inflating is zlib's, off the event loop.

/** A part of the zip: where its (compressed) data starts, its sizes and how it is packed. */
export interface XlsxEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Bytes of a cell's XML text: its characters escaped (&quot; is six bytes). */
const CELL_BYTES = IMPORT_LIMITS.cellChars * 6;

/** Checks the file (the limits above) and returns its parts, for reading them. */
export async function scanXlsx(file: string): Promise<XlsxEntry[]> {
  const entries = await centralDirectory(file);
  let total = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (total > IMPORT_LIMITS.xlsxUnpackedBytes) throw xlsxTooLarge();
  total = 0;
  for (const entry of entries) {
    if (entry.compressedSize === 0) continue;
    const scan = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)
      ? new XmlScan(true)
      : entry.name === "xl/sharedStrings.xml"
        ? new XmlScan(false)
        : null;
    const source = createReadStream(file, { start: entry.offset, end: entry.offset + entry.compressedSize - 1 });
    const data = entry.method === 8 ? source.pipe(createInflateRaw()) : source;
    source.on("error", (error) => data.destroy(error));
    try {
      for await (const chunk of data) {
        total += (chunk as Buffer).length;
        if (total > IMPORT_LIMITS.xlsxUnpackedBytes) throw xlsxTooLarge();
        scan?.add((chunk as Buffer).toString("latin1"));
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw xlsxUnreadable();
    } finally {
      source.destroy();
      data.destroy();
    }
    scan?.end();
  }
  return entries;
}

/** The zip's parts by its central directory, checked to follow each other from the file's start. */
async function centralDirectory(file: string): Promise<XlsxEntry[]> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const tailSize = Math.min(size, 22 + 65_535);
    const tail = Buffer.alloc(tailSize);
    await handle.read(tail, 0, tailSize, size - tailSize);
    let end = -1;
    for (let at = tailSize - 22; at >= 0; at--) {
      if (tail.readUInt32LE(at) === EOCD) {
        end = at;
        break;
      }
    }
    if (end < 0) throw xlsxUnreadable();
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (count > IMPORT_LIMITS.xlsxEntries) throw xlsxTooLarge();
    if (directoryOffset + directorySize > size || directorySize > count * (46 + 3 * 65_535)) throw xlsxUnreadable();
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries: XlsxEntry[] = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directorySize || directory.readUInt32LE(at) !== CENTRAL) throw xlsxUnreadable();
      const nameLength = directory.readUInt16LE(at + 28);
      entries.push({
        flags: directory.readUInt16LE(at + 8),
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        size: directory.readUInt32LE(at + 24),
        name: directory.toString("utf8", at + 46, at + 46 + nameLength),
        offset: directory.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    entries.sort((a, b) => a.offset - b.offset);
    let next = 0;
    for (const entry of entries) {
      if (entry.method !== 0 && entry.method !== 8) throw xlsxUnreadable();
      // What follows a part with a data descriptor (flag 8): 12 or 16 bytes (zip64: 20 or 24).
      if (!follows(next, entry.offset)) throw xlsxUnreadable();
      const local = Buffer.alloc(30);
      await handle.read(local, 0, 30, entry.offset);
      if (local.readUInt32LE(0) !== LOCAL) throw xlsxUnreadable();
      const nameLength = local.readUInt16LE(26);
      const name = Buffer.alloc(nameLength);
      await handle.read(name, 0, nameLength, entry.offset + 30);
      if (name.toString("utf8") !== entry.name) throw xlsxUnreadable();
      if (!(entry.flags & 8) && local.readUInt32LE(18) !== entry.compressedSize) throw xlsxUnreadable();
      entry.offset += 30 + nameLength + local.readUInt16LE(28);
      next = entry.offset + entry.compressedSize;
    }
    if (!follows(next, directoryOffset)) throw xlsxUnreadable();
    return entries;
  } finally {
    await handle.close();
  }
}

const follows = (end: number, start: number) => [0, 12, 16, 20, 24].includes(start - end);

/**
 * A worksheet's or the shared strings' XML, as it inflates: text between two
 * tags (or one shared string's rich text) longer than a cell may be, and, in
 * a worksheet, a row or cell without its `r` attribute.
 */
class XmlScan {
  /** Text from the last "<" on, which the next chunk continues. */
  private carry = "";
  /** Rows opened so far: the line a refused cell is on. */
  private row = 0;
  /** Characters of the current shared string (from its <si> on), across chunks. */
  private sharedString = -1;

  constructor(private readonly worksheet: boolean) {}

  add(chunk: string): void {
    const text = this.carry + chunk;
    const last = text.lastIndexOf("<");
    if (last < 0) {
      this.carry = text;
      if (text.length > CELL_BYTES) throw this.tooLong();
      return;
    }
    this.look(text.slice(0, last));
    this.carry = text.slice(last);
    if (this.carry.length > CELL_BYTES) throw this.tooLong();
  }

  end(): void {
    this.look(this.carry);
    this.carry = "";
  }

  private tooLong() {
    return cellTooLong(this.worksheet ? this.row : 0);
  }

  /** Whole tags, each from its "<" to the next "<". */
  private look(text: string): void {
    let at = 0;
    while (at < text.length) {
      const next = text.indexOf("<", at + 1);
      const tag = text.slice(at, next < 0 ? text.length : next);
      at = next < 0 ? text.length : next;
      if (tag.length > CELL_BYTES) throw this.tooLong();
      if (this.worksheet) this.lookAtSheetTag(tag);
      else this.lookAtStringTag(tag);
    }
  }

  private lookAtSheetTag(tag: string): void {
    const open = /^<(row|c)[\s>/]/.exec(tag);
    if (!open) return;
    if (open[1] === "row") this.row++;
    const attributes = tag.slice(0, tag.indexOf(">") + 1 || tag.length);
    if (!/\sr\s*=/.test(attributes)) throw xlsxNoAddress(this.row);
  }

  private lookAtStringTag(tag: string): void {
    if (/^<si[\s>/]/.test(tag)) this.sharedString = 0;
    else if (tag.startsWith("</si>")) this.sharedString = -1;
    if (this.sharedString < 0) return;
    this.sharedString += tag.length;
    if (this.sharedString > CELL_BYTES * 2) throw this.tooLong();
  }
}
