import { defineMessages } from "./messages";

// One rule for every text we take in (docs/security.md "Bad input"): text
// that cannot be stored as it was sent is refused with a message, never
// stored changed (a lone surrogate or broken UTF-8 silently replaced) and
// never left to the database (PostgreSQL refuses NUL with an error, a 500).
// The server applies it where every body and URL passes (server/read-body.ts,
// server/text-guard.ts), so each schema inherits it.

export const TEXT_MESSAGES = defineMessages("common:errors", {
  invalidText:
    "This contains characters that cannot be stored (a null character or broken text encoding). Remove them and try again.",
});

/** Text free of NUL and of unpaired surrogates: what both databases store exactly as sent. */
export function isStorableText(value: string): boolean {
  return !value.includes(NUL) && !LONE_SURROGATE.test(value);
}

const NUL = String.fromCharCode(0);
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper than any document of ours: a parsed body nested further is refused, not walked. */
export const MAX_JSON_DEPTH = 32;

/**
 * The path ("profile.name", "tags.2") of the first string, or object key,
 * that is not storable in a parsed JSON value; null when all are. Walks
 * without recursion; a value nested deeper than MAX_JSON_DEPTH is refused
 * at the path where it passes the limit.
 */
export function unstorablePath(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (typeof item === "string") {
      if (!isStorableText(item)) return path;
      continue;
    }
    if (!item || typeof item !== "object") continue;
    if (path.length >= MAX_JSON_DEPTH) return path;
    const entries: [string | number, unknown][] = Array.isArray(item)
      ? item.map((child, index) => [index, child])
      : Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      if (typeof key === "string" && !isStorableText(key)) return [...path, key];
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The bytes as UTF-8 text, or null when they are not valid UTF-8. */
export function decodeStrictUtf8(bytes: Uint8Array): string | null {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * An application/x-www-form-urlencoded body's fields, decoded strictly: null
 * when a %-sequence is broken or decodes to invalid UTF-8 (which
 * URLSearchParams would silently turn into U+FFFD).
 */
export function decodeFormStrictly(body: string): [string, string][] | null {
  const fields: [string, string][] = [];
  for (const pair of body.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const [name, value] = at === -1 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      fields.push([decodeURIComponent(name.replace(/\+/g, " ")), decodeURIComponent(value.replace(/\+/g, " "))]);
    } catch {
      return null;
    }
  }
  return fields;
}
