// A refusal's words, defined once where the rule lives: the key of its text
// in locales/<lng>/<namespace>.json, which pages and the browser translate,
// and its English as the API sends it (the API's `message`, kept stable for
// the clients that read it). A zod schema carries the key as its issue
// message, so a refused field is translated the same way as a refused write.

export interface Message {
  /** "<namespace>:<path>", e.g. "my:errors.listNameTaken". */
  readonly key: string;
  /** The API's English text. */
  readonly text: string;
}

const TEXT_BY_KEY = new Map<string, string>();

/** Messages under one key prefix ("my:errors"): `{ name: English }` becomes `{ name: { key, text } }`. */
export function defineMessages<const T extends Record<string, string>>(
  prefix: string,
  texts: T,
): { readonly [K in keyof T]: Message } {
  const messages: Record<string, Message> = {};
  for (const [name, text] of Object.entries(texts)) {
    const key = `${prefix}.${name}`;
    TEXT_BY_KEY.set(key, text);
    messages[name] = Object.freeze({ key, text });
  }
  return messages as { readonly [K in keyof T]: Message };
}

/** The English text of a defined message key; undefined for anything else (e.g. zod's own messages). */
export function messageText(key: string): string | undefined {
  return TEXT_BY_KEY.get(key);
}

/** The words every feature shares (locales/<lng>/common.json "errors"). */
export const COMMON_MESSAGES = defineMessages("common:errors", {
  not_found: "Page not found",
  forbidden: "No permission.",
  unauthenticated: "Not logged in",
  invalid: "This doesn't look valid.",
  conflict: "This was changed in the meantime. Please try again.",
  precondition_failed: "This was changed since you read it. Apply your change to it as it is now and send it again.",
  limit: "Too many requests. Please wait a moment and try again.",
  too_large: "The request is too large.",
  unsupported: "This type of content is not accepted here.",
  disabled: "This feature is not enabled for this event.",
  internal: "The server returned an error. Please try again later.",
  upstream: "The product API could not be reached or refused the request. Please try again later.",
  eventNotLoaded: "We couldn't load the event.",
});
