import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { resourcesFor } from "./.server/i18n";
import { logger } from "./.server/observability/logger";
import { noteRoute } from "./.server/observability/request-scope";
import { CspNonce } from "./lib/csp-nonce";
import { localeOfPath } from "./lib/locale-path";
import { ServerMessages } from "./lib/page-messages";

export const streamTimeout = 10_000;

// Pages are rendered completely before the first byte (onAllReady): public
// pages are cached whole anyway, and loaders resolve before rendering.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The metrics' and log's name of the request (server/request-observer.ts): the route that rendered it.
  const leaf = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  if (leaf && leaf !== "root") noteRoute(`page:${leaf}`);
  // The same choice as the root loader's: the URL's locale, else the browser's.
  const locale = localeOfPath(new URL(request.url).pathname) ?? loadContext.preferredLocale;
  // The Content-Security-Policy's nonce for this response (server/security-headers.ts).
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const page = (
      <ServerMessages.Provider value={{ locale, messages: resourcesFor(locale) }}>
        <CspNonce.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CspNonce.Provider>
      </ServerMessages.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError(error) {
        reject(error);
      },
      onError(error) {
        status = 500;
        logger().error("a page failed to render", error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Unexpected errors in loaders and actions are logged (aborted requests are not errors). */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  logger().error("unexpected error in a loader or action", error);
}
