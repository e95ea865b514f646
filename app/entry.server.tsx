import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { resourcesFor } from "./.server/i18n";
import { logger } from "./.server/observability/logger";
import { noteRoute } from "./.server/observability/request-scope";
import { documentResponse } from "./.server/render/document-response";
import {
  readLoaderDataAhead,
  renderedAtOnce,
  renderStreamed,
  STREAM_TIMEOUT_MS,
} from "./.server/render/whole-document";
import { CspNonce } from "./lib/csp-nonce";
import { localeOfPath } from "./lib/locale-path";
import { ServerMessages } from "./lib/page-messages";

export const streamTimeout = STREAM_TIMEOUT_MS;

// Pages are rendered completely before the first byte: public pages are
// cached whole anyway, and loaders resolve before rendering. So a page is
// rendered to one string (.server/render/whole-document.ts, decision 0032);
// one that has to wait for something (a lazy component's first load) is
// rendered by the streaming renderer, which waits for it (onAllReady).
export default async function handleRequest(
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
  const page = (
    <ServerMessages.Provider value={{ locale, messages: resourcesFor(locale) }}>
      <CspNonce.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce.Provider>
    </ServerMessages.Provider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  await readLoaderDataAhead(routerContext);
  const html = renderedAtOnce(page);
  if (html !== null) return documentResponse(html, { headers: responseHeaders, status: responseStatusCode });
  return renderStreamed(page, {
    status: responseStatusCode,
    headers: responseHeaders,
    nonce,
    onError: (error) => logger().error("a page failed to render", error),
  });
}

/** Unexpected errors in loaders and actions are logged (aborted requests are not errors). */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  logger().error("unexpected error in a loader or action", error);
}
