// The encodings a CSV file is read in (docs/data-in.md "From a file"): UTF-8,
// or what German, French, Spanish and Italian Excel write as "CSV
// (Trennzeichen-getrennt)" and the like, Windows-1252 (ISO-8859-15 on older
// systems). Detection reads the bytes: a UTF-8 byte-order mark or valid
// UTF-8 is UTF-8; anything else is Windows-1252, or ISO-8859-15 when the
// file has a byte Windows-1252 reads as a control character's place
// (0x80–0x9F) nowhere but the euro sign's ISO-8859-15 place (0xA4) somewhere.
// Client-safe: the page offers the same three.

export const TEXT_ENCODINGS = ["utf-8", "windows-1252", "iso-8859-15"] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/** What detection found so far, fed the file's bytes in order. */
export class EncodingDetector {
  private utf8 = new TextDecoder("utf-8", { fatal: true });
  private valid = true;
  private bom: boolean | null = null;
  private c1 = false;
  private euro = false;

  add(bytes: Uint8Array): void {
    if (this.bom === null && bytes.length) this.bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    if (this.valid) {
      try {
        this.utf8.decode(bytes, { stream: true });
      } catch {
        this.valid = false;
      }
    }
    for (let i = 0; !this.c1 && i < bytes.length; i++) if (bytes[i] >= 0x80 && bytes[i] <= 0x9f) this.c1 = true;
    if (!this.euro) this.euro = bytes.includes(0xa4);
  }

  result(): TextEncoding {
    if (this.bom) return "utf-8";
    if (this.valid) {
      try {
        this.utf8.decode();
        return "utf-8";
      } catch {
        // a sequence cut off at the end: not UTF-8
      }
    }
    return !this.c1 && this.euro ? "iso-8859-15" : "windows-1252";
  }
}

/** The decoding characters that were not valid in the encoding become: never stored. */
export const UNDECODABLE = "\uFFFD";
