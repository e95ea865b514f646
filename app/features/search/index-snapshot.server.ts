import { createHash } from "node:crypto";
import type { FileHandle } from "node:fs/promises";
import type { Steps } from "~/lib/time-slice";
import type { SearchIndexParts } from "./search-index";
import { decodeValues, type EncodedValues, encodeValues } from "./value-codec";

// The bytes of a search index snapshot (decision 0021): an index as built,
// written beside the database so that a restart loads it instead of reading
// and indexing the whole catalogue again.
//
//   "UNCORKIX" | u32 header length | u32 0 | header (JSON, UTF-8) | sections
//
// The header holds the stamp (what the snapshot is valid for), the index's
// small parts as JSON, and where each section is. A section is a typed array
// (postings, facet columns, sort orders, the documents' words) starting at a
// multiple of 8 bytes, or a long list of strings (the documents' strings:
// their lengths, then their UTF-8 text), so loading is reading each section
// into place, not parsing it. The documents are the value codec's
// (value-codec.ts). The header's digest (SHA-256 of every byte after the
// header) refuses a file changed inside: a number section of zeros would
// decode without an error.

const MAGIC = "UNCORKIX";
const PREFIX_BYTES = 16;
const ALIGN = 8;
/** String lists longer than this go to sections instead of the header's JSON. */
const LONG_LIST = 256;

/** What a snapshot is valid for, checked before it is used (index-snapshots.server.ts). */
export interface SnapshotStamp {
  /** The layout of the file and of the documents: raised by a change of either (see FORMAT in index-snapshots.server.ts). */
  format: string;
  /** The site's catalogue: a restored backup or another database is another one. */
  site: string;
  eventId: string;
  /** The event's catalogue version the documents are at least as new as. */
  version: number;
}

const ARRAY_TYPES = {
  u8: Uint8Array,
  u16: Uint16Array,
  u32: Uint32Array,
  f64: Float64Array,
} as const;
type ArrayType = keyof typeof ARRAY_TYPES;
type Section = Uint8Array | Uint16Array | Uint32Array | Float64Array;

interface SectionEntry {
  type: ArrayType;
  /** From the file's start. */
  byteOffset: number;
  length: number;
}

interface Header {
  stamp: SnapshotStamp;
  /** The whole file's length: a file cut short is refused. */
  bytes: number;
  /** SHA-256 (hex) of the bytes after the header and its padding: a file changed inside is refused. */
  digest: string;
  sections: SectionEntry[];
  /** The index's parts, each typed array or long string list replaced by where it is ({ $array } or { $strings }). */
  parts: unknown;
}

type StoredParts = Omit<SearchIndexParts<unknown>, "docs"> & { docs: EncodedValues };

/** The snapshot's bytes, in pieces to write one after the other; the documents are encoded in steps. */
export function* encodeSnapshot(stamp: SnapshotStamp, parts: SearchIndexParts<unknown>): Steps<Uint8Array[]> {
  const docs = yield* encodeValues(parts.docs);
  const sections: Section[] = [];
  const lifted = lift({ ...parts, docs } satisfies StoredParts, sections);
  yield;
  const entries: SectionEntry[] = [];
  // The header's length is not known until the offsets are: they are counted from the header's end, then moved.
  let offset = 0;
  for (const section of sections) {
    entries.push({ type: typeOf(section), byteOffset: offset, length: section.length });
    offset = align(offset + section.byteLength);
  }
  const sectionBytes = offset;
  const body: Uint8Array[] = [];
  for (const section of sections) {
    body.push(new Uint8Array(section.buffer, section.byteOffset, section.byteLength), padding(section.byteLength));
  }
  const digest = yield* digestOf(body, PIECE_BYTES);
  let header = Buffer.alloc(0);
  for (let start = PREFIX_BYTES; ; ) {
    const placed = entries.map((entry) => ({ ...entry, byteOffset: entry.byteOffset + start }));
    const text: Header = { stamp, bytes: start + sectionBytes, digest, sections: placed, parts: lifted };
    header = Buffer.from(JSON.stringify(text), "utf8");
    const needed = align(PREFIX_BYTES + header.length);
    if (needed === start) break;
    start = needed;
  }
  const prefix = Buffer.alloc(PREFIX_BYTES);
  prefix.write(MAGIC, 0, "latin1");
  prefix.writeUInt32LE(header.length, 8);
  return [prefix, header, padding(PREFIX_BYTES + header.length), ...body];
}

/** The SHA-256 (hex) of the pieces one after the other, hashed `stepBytes` at a time with a turn between. */
function* digestOf(pieces: readonly Uint8Array[], stepBytes: number): Steps<string> {
  const hash = createHash("sha256");
  for (const piece of pieces) {
    for (let at = 0; at < piece.length; at += stepBytes) {
      hash.update(piece.subarray(at, at + stepBytes));
      yield;
    }
  }
  return hash.digest("hex");
}

/**
 * Where a snapshot's bytes are read from: the file (`fileSource`), or bytes
 * in memory (`bytesSource`, for tests). A snapshot is read a section at a
 * time, each straight into its own buffer: the file is never held whole
 * (38.6 MB at 100,000 products, left to the garbage collector after the
 * load, was 40-50 MB of a warmed server's RSS, docs/benchmarks.md).
 */
export interface SnapshotSource {
  /** The file's length in bytes. */
  readonly size: number;
  /** Fills `into` with the bytes from `position`; rejects when the source ends first. */
  read(into: Uint8Array, position: number): Promise<void>;
}

/** Bytes in memory as a snapshot source. */
export function bytesSource(bytes: Uint8Array): SnapshotSource {
  return {
    size: bytes.length,
    async read(into, position) {
      if (position + into.length > bytes.length) throw new Error("a snapshot cut short");
      into.set(bytes.subarray(position, position + into.length));
    },
  };
}

/** An open file as a snapshot source (the caller closes it). */
export async function fileSource(handle: FileHandle): Promise<SnapshotSource> {
  const { size } = await handle.stat();
  return {
    size,
    async read(into, position) {
      for (let done = 0; done < into.length; ) {
        const { bytesRead } = await handle.read(into, done, into.length - done, position + done);
        if (bytesRead === 0) throw new Error("a snapshot cut short");
        done += bytesRead;
      }
    },
  };
}

/** A snapshot whose header was read: its stamp, checked before its sections are read. */
export interface OpenedSnapshot {
  stamp: SnapshotStamp;
  header: Header;
  bodyStart: number;
}

/** The snapshot's header, or null when the source is not a whole snapshot (another file, or one cut short). */
export async function openSnapshot(source: SnapshotSource): Promise<OpenedSnapshot | null> {
  if (source.size < PREFIX_BYTES) return null;
  const prefix = Buffer.alloc(PREFIX_BYTES);
  await source.read(prefix, 0);
  if (prefix.toString("latin1", 0, MAGIC.length) !== MAGIC) return null;
  const length = prefix.readUInt32LE(8);
  if (PREFIX_BYTES + length > source.size) return null;
  const text = Buffer.alloc(length);
  await source.read(text, PREFIX_BYTES);
  let header: Header;
  try {
    header = JSON.parse(text.toString("utf8")) as Header;
  } catch {
    return null;
  }
  if (header.bytes !== source.size) return null;
  return { stamp: header.stamp, header, bodyStart: align(PREFIX_BYTES + length) };
}

/**
 * Bytes read and hashed in one step. A section of a 100,000-product snapshot
 * is up to 11.8 MB; read into its own fresh buffer by the file system's
 * threads, its pages are touched off the event loop (copied at once from a
 * buffer of the whole file, it held the event loop 39-60 ms here).
 */
const PIECE_BYTES = 1024 * 1024;

/**
 * Bytes of text decoded in one step. Decoding a 100,000-product snapshot's
 * 5.4 MB of strings at once held the event loop 61 ms during a restart (the
 * restart's event-loop p99 was 124–151 ms, docs/benchmarks.md); UTF-8 is
 * decoded at about 70 MB/s here, so a piece is about 4 ms.
 */
const STRING_PIECE_BYTES = 256 * 1024;

/**
 * Each section of an opened snapshot, read into a buffer of its own
 * `pieceBytes` at a time in the file's order, every byte after the header
 * hashed on the way; throws when they do not match the header's digest.
 */
export async function readSections(
  source: SnapshotSource,
  opened: OpenedSnapshot,
  pieceBytes = PIECE_BYTES,
): Promise<Section[]> {
  const { header, bodyStart } = opened;
  const hash = createHash("sha256");
  const readHashed = async (into: Uint8Array, position: number) => {
    for (let at = 0; at < into.length; at += pieceBytes) {
      const piece = into.subarray(at, at + pieceBytes);
      await source.read(piece, position + at);
      hash.update(piece);
    }
  };
  const sections: Section[] = new Array(header.sections.length);
  const inFileOrder = header.sections
    .map((entry, n) => ({ entry, n }))
    .sort((a, b) => a.entry.byteOffset - b.entry.byteOffset);
  let at = bodyStart;
  for (const { entry, n } of inFileOrder) {
    const Type = ARRAY_TYPES[entry.type];
    if (!Type || entry.byteOffset < at) throw new Error("a snapshot's sections overlap or are of an unknown type");
    const bytes = entry.length * Type.BYTES_PER_ELEMENT;
    if (entry.byteOffset + bytes > source.size) throw new Error("a snapshot section ends after the file");
    // The padding before the section is hashed too.
    await readHashed(new Uint8Array(entry.byteOffset - at), at);
    const buffer = new ArrayBuffer(bytes);
    await readHashed(new Uint8Array(buffer), entry.byteOffset);
    sections[n] = new Type(buffer);
    at = entry.byteOffset + bytes;
  }
  await readHashed(new Uint8Array(source.size - at), at);
  if (hash.digest("hex") !== header.digest) {
    throw new Error("a snapshot's sections do not match its digest (the file was changed)");
  }
  return sections;
}

/** The index parts of an opened snapshot from its sections (readSections), its strings decoded `textBytes` at a time. */
export function* decodeSnapshot(
  opened: OpenedSnapshot,
  sections: readonly Section[],
  textBytes = STRING_PIECE_BYTES,
): Steps<SearchIndexParts<unknown>> {
  const take = (n: number): Section => {
    const section = sections[n];
    if (!section) throw new Error("a snapshot section is missing");
    return section;
  };
  const stored = (yield* lower(opened.header.parts, take, textBytes)) as StoredParts;
  const docs = yield* decodeValues(stored.docs);
  return { ...stored, docs };
}

/** The value with each typed array and long string list moved to `sections`. */
function lift(value: unknown, sections: Section[]): unknown {
  if (ArrayBuffer.isView(value)) {
    sections.push(value as Section);
    return { $array: sections.length - 1 };
  }
  if (Array.isArray(value)) {
    if (value.length > LONG_LIST && value.every((item) => typeof item === "string")) {
      const { lengths, text } = stringSections(value as string[]);
      sections.push(lengths, text);
      return { $strings: sections.length - 2 };
    }
    return value.map((item) => lift(item, sections));
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, lift(item, sections)]));
  }
  return value;
}

/** The inverse of lift, taking the sections from the file (each a copy, made a piece at a time). */
function* lower(value: unknown, take: (n: number) => Section, textBytes: number): Steps<unknown> {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) out.push(yield* lower(item, take, textBytes));
    return out;
  }
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$array === "number") {
    return take(record.$array);
  }
  if (typeof record.$strings === "number") {
    return yield* stringsOf(take(record.$strings), take(record.$strings + 1), textBytes);
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) out[key] = yield* lower(item, take, textBytes);
  return out;
}

/** A list of strings as their lengths (UTF-16 code units) and their text, one UTF-8 run. Exported for its test. */
export function stringSections(strings: readonly string[]): { lengths: Uint32Array; text: Uint8Array } {
  const lengths = Uint32Array.from(strings, (text) => text.length);
  const text = Buffer.from(strings.join(""), "utf8");
  return { lengths, text: new Uint8Array(text.buffer, text.byteOffset, text.byteLength) };
}

/** The strings back from their sections, a piece of the text at a time with a turn between pieces. Exported for its test. */
export function* stringsOf(lengths: Section, text: Section, pieceBytes = STRING_PIECE_BYTES): Steps<string[]> {
  const bytes = new Uint8Array(text.buffer, text.byteOffset, text.byteLength);
  // In stream mode the decoder keeps a character cut by a piece's end for the next piece.
  const decoder = new TextDecoder();
  const out: string[] = new Array(lengths.length);
  let decoded = "";
  let i = 0;
  let from = 0;
  do {
    const to = Math.min(bytes.length, from + pieceBytes);
    decoded += decoder.decode(bytes.subarray(from, to), { stream: to < bytes.length });
    from = to;
    let at = 0;
    for (; i < lengths.length && at + lengths[i] <= decoded.length; i++) {
      out[i] = decoded.slice(at, at + lengths[i]);
      at += lengths[i];
    }
    // What is left begins a string the next piece ends.
    decoded = decoded.slice(at);
    yield;
  } while (from < bytes.length);
  if (i < lengths.length || decoded.length > 0) throw new Error("a snapshot's strings and their lengths disagree");
  return out;
}

function typeOf(section: Section): ArrayType {
  if (section instanceof Uint8Array) return "u8";
  if (section instanceof Uint16Array) return "u16";
  if (section instanceof Uint32Array) return "u32";
  if (section instanceof Float64Array) return "f64";
  throw new TypeError("a snapshot section must be a Uint8, Uint16, Uint32 or Float64 array");
}

const align = (offset: number) => Math.ceil(offset / ALIGN) * ALIGN;

function padding(length: number): Uint8Array {
  return new Uint8Array(align(length) - length);
}
