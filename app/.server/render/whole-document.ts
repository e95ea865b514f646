import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";
import { Utf8Pieces } from "./utf8-pieces";

// A page is sent only once it is rendered completely (app/entry.server.tsx):
// every loader has resolved before the render starts, and public pages are
// cached whole. React's streaming renderer writes each of the page's many
// small pieces into a byte buffer as it goes; its synchronous renderer joins
// strings, which costs 8–13 % less CPU for a cold page
// (docs/decisions/0032-pages-rendered-to-one-string.md), and hands them over
// to be joined as bytes rather than as one string of the whole page
// (docs/decisions/0035-pages-joined-as-bytes.md). What the streaming
// renderer waits for is React Router's loader data: a stream that
// `StreamTransfer` reads chunk by chunk, suspending until each arrives. It
// keeps each chunk it read in `renderMeta.streamCache` under its position,
// and reads the stream only for a position it has not kept. So the stream is
// read to its end first and each chunk put where `StreamTransfer` keeps it;
// the render then never waits. A test renders pages both ways and compares
// the bytes (whole-document.test.tsx), so a React Router that changes how it
// keeps them fails there.

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/** Reads React Router's loader data to its end and keeps each chunk where its render reads it. */
export async function readLoaderDataAhead(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  try {
    for (let position = 0; ; position++) {
      const { done, value } = await reader.read();
      // As StreamTransfer decodes what it reads.
      cache[position] = Object.assign(Promise.resolve(), {
        result: { done, value: decoder.decode(value, { stream: true }) },
      });
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
  context.renderMeta = { ...context.renderMeta, streamCache: cache };
  // Each render takes a reader of the stream and never lets it go, so a
  // second render (renderedAtOnce's, then the streaming one's) would find it
  // locked. Every position is kept: each render is handed an empty stream.
  Object.defineProperty(context, "serverHandoffStream", {
    configurable: true,
    enumerable: true,
    get: () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() }),
  });
}

/**
 * What React writes only for a page that the string renderer cannot finish
 * as the streaming one would: the mark of a Suspense boundary left for the
 * browser (something inside suspended, a lazy component not loaded yet, or
 * failed), and the script that replays a form sent before hydration (a form
 * whose action is a function), which the string renderer gives no nonce.
 */
const NOT_AT_ONCE = [Buffer.from("<!--$!-->"), Buffer.from("$$reactFormReplay")];

/** What the streaming renderer starts a document with; the string renderer does not. */
const DOCTYPE = Buffer.from("<!DOCTYPE html>");
const HTML_START = Buffer.from("<html");

/**
 * The pieces of the page being rendered, joined as bytes in a buffer kept
 * between pages (utf8-pieces.ts). One for every render: React renders the
 * whole page before it hands over the first piece, so a page rendered by a
 * component of another is handed over, and cleared, before the other's.
 */
const pieces = new Utf8Pieces();

/** React's string renderer with the option of patches/react-dom+19.3.1.patch: each piece to `onChunk`, none joined. */
export const renderToPieces = renderToString as (
  page: ReactNode,
  options: { onChunk: (piece: string) => void },
) => string;

/**
 * The whole document as UTF-8, or null when the streaming renderer must
 * render it (NOT_AT_ONCE): it waits for what suspended, reports an error, and
 * puts the nonce on its scripts, as it always did. React hands the page over
 * in pieces, joined here as bytes without one string of the whole page
 * (decision 0035); a Response given a string would check it for lone
 * surrogates and encode it again when read (0.5 ms of an 80 KB page).
 */
export function renderedAtOnce(page: ReactNode): Buffer | null {
  try {
    // Without the patch React joins the page itself and returns it.
    pieces.add(renderToPieces(page, { onChunk: pieces.add }));
    const html = pieces.view();
    if (NOT_AT_ONCE.some((mark) => html.includes(mark))) return null;
    return pieces.copy(HTML_START.equals(html.subarray(0, HTML_START.length)) ? DOCTYPE : undefined);
  } finally {
    pieces.clear();
  }
}

/** How long the streaming renderer waits for a part of a page before it gives up on it. */
export const STREAM_TIMEOUT_MS = 10_000;

/**
 * The document by React's streaming renderer, sent once it is complete
 * (onAllReady). An error inside a Suspense boundary makes it a 500, told to
 * `onError`; one outside any boundary rejects.
 */
export function renderStreamed(
  page: ReactNode,
  init: { status: number; headers: Headers; nonce: string | undefined; onError: (error: unknown) => void },
): Promise<Response> {
  let status = init.status;
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: init.nonce,
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        resolve(new Response(createReadableStreamFromReadable(body), { headers: init.headers, status }));
        pipe(body);
      },
      onShellError(error) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error) {
        status = 500;
        init.onError(error);
      },
    });
    const timeout = setTimeout(abort, STREAM_TIMEOUT_MS + 1000);
  });
}
