// A page's pieces joined as UTF-8 bytes, without ever making one string of
// the whole page. React's string renderer joins its several thousand pieces
// into one string; the first search or encoding of that string copies it
// into one flat string. A page with any character outside Latin-1 (a €, a
// dash, a name in Greek) is stored two bytes a character, so an 84 KB list
// needs 168 KB at once: more than V8's largest regular object (128 KB), so
// it is given fresh pages by the kernel for every page rendered. On these
// virtual machines that copy cost 0.6–1.0 ms of a cold page's main thread
// (docs/decisions/0035-pages-joined-as-bytes.md). Here the pieces are joined
// into strings of about 8,000 characters, each encoded at once into one
// buffer kept for every render.

/** Characters joined as a string before they are encoded: 16 KB for two bytes a character (more only for one piece longer than that). */
const JOIN_BELOW = 8_192;
/** The buffer kept between renders: a products list is 85 KB, a product page 60 KB. */
const KEPT_BYTES = 256 * 1024;
/** UTF-8 takes at most three bytes for each UTF-16 code unit. */
const MAX_BYTES_PER_UNIT = 3;

export class Utf8Pieces {
  private buffer: Buffer;
  private length = 0;
  private pending = "";

  constructor(private readonly keptBytes = KEPT_BYTES) {
    this.buffer = Buffer.allocUnsafeSlow(keptBytes);
  }

  /** Adds a piece after the others (an arrow function: React calls it without `this`). */
  readonly add = (piece: string): void => {
    this.pending += piece;
    if (this.pending.length >= JOIN_BELOW) this.encodePending(true);
  };

  /** The bytes joined so far, a view valid until the next `add` or `clear`. */
  view(): Buffer {
    this.encodePending(false);
    return this.buffer.subarray(0, this.length);
  }

  /** The bytes joined, after `prefix`, in a buffer of their own. */
  copy(prefix?: Uint8Array): Buffer {
    const bytes = this.view();
    const start = prefix?.length ?? 0;
    const copy = Buffer.allocUnsafe(start + bytes.length);
    if (prefix) copy.set(prefix);
    bytes.copy(copy, start);
    return copy;
  }

  /** Empties it for the next page; a buffer grown for a large page (the printed catalogue) is let go. */
  clear(): void {
    this.length = 0;
    this.pending = "";
    if (this.buffer.length > this.keptBytes) this.buffer = Buffer.allocUnsafeSlow(this.keptBytes);
  }

  /** The size of the buffer it holds. */
  get capacity(): number {
    return this.buffer.length;
  }

  /**
   * Encodes what is pending. `more`: pieces follow, so a character split
   * between two pieces (the first half of a surrogate pair at the end) waits
   * for its second half instead of being encoded as two replacement marks.
   */
  private encodePending(more: boolean): void {
    let text = this.pending;
    this.pending = "";
    if (more && isHighSurrogate(text.charCodeAt(text.length - 1))) {
      this.pending = text.slice(-1);
      text = text.slice(0, -1);
    }
    if (text !== "") this.encode(text);
  }

  private encode(text: string): void {
    const needed = this.length + text.length * MAX_BYTES_PER_UNIT;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.length += this.buffer.write(text, this.length);
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
