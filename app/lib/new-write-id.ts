// A device's own id for one write (app/lib/client-write-id.ts says what the
// server accepts): kept apart from that schema so the pages that make ids do
// not load zod for it.

/** A new id for a write: 128 random bits in hex (crypto.randomUUID needs a secure context; a fair's LAN may not be one). */
export function newWriteId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
