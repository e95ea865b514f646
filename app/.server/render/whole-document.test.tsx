import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { lazy, type ReactNode, Suspense, useContext } from "react";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  type EntryContext,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ServerBuild,
  ServerRouter,
  UNSAFE_DataRouterContext,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import { documentResponse, renderedBody } from "./document-response";
import { readLoaderDataAhead, renderedAtOnce, renderStreamed, renderToPieces } from "./whole-document";

// A small site run through React Router's own request handler, rendered by
// the streaming renderer (as every page was before decision 0032) and by
// readLoaderDataAhead + renderedAtOnce: the same bytes, loader data included.

function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce="n0nce" />
      </body>
    </html>
  );
}

function Wine() {
  const wine = useLoaderData() as { name: string; grapes: string[]; tasted: Date; note: string };
  return (
    <article>
      <h1>{wine.name}</h1>
      <ul>
        {wine.grapes.map((grape) => (
          <li key={grape}>{grape}</li>
        ))}
      </ul>
      <p>{wine.note}</p>
      <time>{wine.tasted.toISOString()}</time>
    </article>
  );
}

let releaseLateModule: () => void = () => {};
const lateModule = new Promise<{ default: () => ReactNode }>((resolve) => {
  releaseLateModule = () => resolve({ default: () => <p>Loaded later</p> });
});
const Late = lazy(() => lateModule);

function LatePage() {
  return (
    <Suspense fallback={<p>Checking…</p>}>
      <Late />
    </Suspense>
  );
}

function Broken(): ReactNode {
  throw new Error("a part of the page failed");
}

function BrokenPage() {
  return (
    <Suspense fallback={<p>Checking…</p>}>
      <Broken />
    </Suspense>
  );
}

function FormPage() {
  return (
    <form action={async () => {}}>
      <button type="submit">Send</button>
    </form>
  );
}

/** The routes each render of RoutesPage was given by React Router's static router, in order. */
const routesSeen: unknown[] = [];
function RoutesPage() {
  routesSeen.push(useContext(UNSAFE_DataRouterContext)?.router.routes);
  return <p>Routes</p>;
}

type Entry = ServerBuild["entry"]["module"]["default"];

/** Every page by the streaming renderer, as before decision 0032: the reference. */
const streaming: Entry = (request, status, headers, context) =>
  renderStreamed(<ServerRouter context={context} url={request.url} nonce="n0nce" />, {
    status,
    headers,
    nonce: "n0nce",
    onError: () => {},
  });

/** The site's entry: how each page was rendered, in order. */
function wholeEntry(paths: ("at once" | "streamed")[], errors: unknown[] = []): Entry {
  return async (request, status, headers, context: EntryContext) => {
    const page = <ServerRouter context={context} url={request.url} nonce="n0nce" />;
    await readLoaderDataAhead(context);
    const html = renderedAtOnce(page);
    paths.push(html === null ? "streamed" : "at once");
    if (html !== null) return documentResponse(html, { headers, status });
    return renderStreamed(page, { status, headers, nonce: "n0nce", onError: (error) => errors.push(error) });
  };
}

/** The test site's pages under its root, each with its route module. */
const PAGES: { id: string; path: string; module: object }[] = [
  {
    id: "wine",
    path: "wines/:id",
    module: {
      default: Wine,
      // Text that must be escaped inside a script, a date, a nested array: what the loader-data stream encodes.
      loader: ({ params }: { params: { id: string } }) => ({
        name: `Riesling ${params.id} "Kabinett" </script><script>alert(1)</script>`,
        grapes: ["Riesling", "Müller-Thurgau", "Grüner Veltliner"],
        tasted: new Date("2026-12-03T10:00:00Z"),
        note: "Apfel, Pfirsich – ein Hauch 🍑 und \u2028 Schiefer",
      }),
    },
  },
  { id: "late", path: "late", module: { default: LatePage } },
  { id: "broken", path: "broken", module: { default: BrokenPage } },
  { id: "form", path: "form", module: { default: FormPage } },
  { id: "routes", path: "routes", module: { default: RoutesPage } },
];

function siteWith(entry: Entry): (path: string) => Promise<{ status: number; html: string; kept: boolean }> {
  const routes = [
    { id: "root", path: "", parentId: undefined, module: { default: Outlet, Layout } },
    ...PAGES.map((page) => ({ ...page, parentId: "root" })),
  ];
  const shared = (route: (typeof routes)[number]) => ({
    id: route.id,
    parentId: route.parentId,
    path: route.path,
    index: undefined,
    caseSensitive: undefined,
  });
  const manifestEntry = (route: (typeof routes)[number]) => ({
    ...shared(route),
    module: `/assets/${route.id}.js`,
    hasAction: false,
    hasLoader: "loader" in route.module,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  });
  const build = {
    entry: { module: { default: entry } },
    routes: Object.fromEntries(routes.map((route) => [route.id, { ...shared(route), module: route.module }])),
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      url: "/assets/manifest.js",
      version: "1",
      routes: Object.fromEntries(routes.map((route) => [route.id, manifestEntry(route)])),
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return async (path) => {
    const response = await handle(new Request(`http://fair.test${path}`));
    const kept = renderedBody(response);
    const html = await response.text();
    // What the page cache takes without reading the response is what reading it gives.
    if (kept) expect(kept.toString("utf8")).toBe(html);
    return { status: response.status, html, kept: kept !== undefined };
  };
}

describe("a page rendered at once", () => {
  it("is byte for byte what the streaming renderer writes, its loader data included", async () => {
    const paths: ("at once" | "streamed")[] = [];
    const reference = await siteWith(streaming)("/wines/7");
    const whole = await siteWith(wholeEntry(paths))("/wines/7");
    expect(paths).toEqual(["at once"]);
    expect(whole.status).toBe(200);
    expect([reference.kept, whole.kept]).toEqual([false, true]);
    expect(whole.html).toBe(reference.html);
    expect(whole.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    // The loader data is in the page (escaped), and its stream is closed.
    expect(whole.html).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(whole.html).toContain("Müller-Thurgau");
    expect(whole.html).toContain("window.__reactRouterContext.streamController.close();");
    expect(whole.html).not.toContain("</script><script>alert(1)");
  });

  it("waits with the streaming renderer for a lazy part not loaded yet, and renders at once once it is", async () => {
    const paths: ("at once" | "streamed")[] = [];
    const site = siteWith(wholeEntry(paths));
    const first = site("/late");
    setTimeout(releaseLateModule, 20);
    const firstPage = await first;
    expect(firstPage.html).toContain("<p>Loaded later</p>");
    expect(firstPage.html).not.toContain("Checking…");
    const again = await site("/late");
    expect(paths).toEqual(["streamed", "at once"]);
    expect(again.html).toBe((await siteWith(streaming)("/late")).html);
  });

  it("leaves a part that failed to the streaming renderer, which reports it", async () => {
    const paths: ("at once" | "streamed")[] = [];
    const errors: unknown[] = [];
    const page = await siteWith(wholeEntry(paths, errors))("/broken");
    expect(paths).toEqual(["streamed"]);
    expect(page.status).toBe(500);
    expect(errors).toEqual([new Error("a part of the page failed")]);
  });

  it("leaves a form with a function for its action to the streaming renderer, which puts the nonce on React's script", async () => {
    const paths: ("at once" | "streamed")[] = [];
    const page = await siteWith(wholeEntry(paths))("/form");
    expect(paths).toEqual(["streamed"]);
    expect(page.html).toMatch(/<script nonce="n0nce"[^>]*>addEventListener\("submit"/);
    expect(page.html).toBe((await siteWith(streaming)("/form")).html);
  });
});

describe("React Router's routes for a render (patches/react-router+7.18.4.patch)", () => {
  it("are built once for a build, not for every request, and anew for another build", async () => {
    const modulesSeen: unknown[] = [];
    const entry: Entry = (request, status, headers, context, loadContext) => {
      modulesSeen.push(context.routeModules);
      return wholeEntry([])(request, status, headers, context, loadContext);
    };
    const site = siteWith(entry);
    const pages = [await site("/routes"), await site("/wines/7"), await site("/routes")];
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
    expect(pages[0].html).toContain("<p>Routes</p>");
    expect(pages[1].html).toContain("Müller-Thurgau");
    expect(modulesSeen[1]).toBe(modulesSeen[0]);
    expect(modulesSeen[2]).toBe(modulesSeen[0]);
    expect(routesSeen).toHaveLength(2);
    expect(routesSeen[1]).toBe(routesSeen[0]);
    // A new build (a development server's reload) has routes of its own.
    await siteWith(entry)("/routes");
    expect(modulesSeen[3]).not.toBe(modulesSeen[0]);
    expect(routesSeen[2]).not.toBe(routesSeen[0]);
  });

  it("is applied to both builds Node may load, ES modules (the server's) and CommonJS (this test's)", () => {
    const folder = path.dirname(createRequire(import.meta.url).resolve("react-router"));
    const code = readdirSync(folder)
      .filter((file) => /\.m?js$/.test(file))
      .map((file) => readFileSync(path.join(folder, file), "utf8"));
    const defining = (fn: string) => code.filter((text) => text.includes(`function ${fn}(`));
    const patched = {
      createServerRoutes: "serverRoutesOfManifest.get(manifest)",
      createStaticRouter: "staticDataRoutesOf.get(routes)",
      createEntryRouteModules: "entryRouteModulesOf.get(manifest)",
    };
    for (const [fn, memo] of Object.entries(patched)) {
      expect(defining(fn)).toHaveLength(2);
      for (const text of defining(fn)) expect(text).toContain(memo);
    }
  });
});

/** The pages RendersAnother rendered while it was rendered. */
const innerPages: (Buffer | null)[] = [];
function RendersAnother() {
  innerPages.push(renderedAtOnce(<p>Inner – 🍑</p>));
  return <p>Outer</p>;
}

describe("React's string renderer (patches/react-dom+19.3.1.patch)", () => {
  it("hands the page over in pieces when asked to, and joins none of them", () => {
    const pieces: string[] = [];
    const page = (
      <ul>
        <li>Grüner Veltliner</li>
        <li>12,50 €</li>
      </ul>
    );
    const rest = renderToPieces(page, { onChunk: (piece) => pieces.push(piece) });
    expect(rest).toBe("");
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join("")).toBe(renderToString(page));
  });

  it("gives renderedAtOnce a page rendered while another is, each whole", () => {
    innerPages.length = 0;
    const outer = renderedAtOnce(
      <div>
        <p>Before – €</p>
        <RendersAnother />
      </div>,
    );
    expect(outer?.toString("utf8")).toBe("<div><p>Before – €</p><p>Outer</p></div>");
    expect(innerPages.map((page) => page?.toString("utf8"))).toEqual(["<p>Inner – 🍑</p>"]);
  });
});
