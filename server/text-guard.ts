import type { RequestHandler } from "express";
import { decodeFormStrictly, decodeStrictUtf8, isStorableText } from "~/lib/storable-text";
import { sendEarlyRefusal } from "./request-limits";

// The text rule (app/lib/storable-text.ts) where requests come in; JSON
// bodies hold it in server/read-json.ts.

/** A URL whose path or query decodes to a NUL is refused (400) for every route, before any lookup. */
export const refuseUnstorableUrls: RequestHandler = (req, res, next) => {
  const url = req.originalUrl;
  if (url.includes("%00") || url.includes(String.fromCharCode(0))) return sendEarlyRefusal(req, res, "invalid");
  next();
};

/**
 * A page's form body, read whole before the action runs: a urlencoded body
 * must decode strictly and hold no NUL; a multipart body must parse, and its
 * text fields hold no NUL (its files are bytes, not text).
 */
export async function isStorableForm(body: Buffer, contentType: string | undefined): Promise<boolean> {
  if (body.length === 0) return true;
  const type = (contentType ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { "content-type": contentType ?? "" },
      }).formData();
    } catch {
      return false;
    }
    for (const [name, value] of form) {
      if (!isStorableText(name) || (typeof value === "string" && !isStorableText(value))) return false;
    }
    return true;
  }
  const text = decodeStrictUtf8(body);
  const fields = text === null ? null : decodeFormStrictly(text);
  return fields?.every(([name, value]) => isStorableText(name) && isStorableText(value)) === true;
}
