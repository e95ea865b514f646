import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Vite wraps every dynamic import in a helper that preloads the imported
 * chunk's dependencies. With `modulePreload: false` and the one stylesheet
 * the root imports, it has nothing left to preload, yet it costs 0.8 KB of
 * every page's first-load JavaScript; this keeps the wrapper a pass-through.
 */
const passThroughPreload: Plugin = {
  name: "uncork:pass-through-preload",
  enforce: "pre",
  apply: "build",
  resolveId: (id) => (id === "\0vite/preload-helper.js" ? id : undefined),
  load: (id) => (id === "\0vite/preload-helper.js" ? "export const __vitePreload = (load) => load();" : undefined),
  generateBundle(_options, bundle) {
    const stylesheets = Object.keys(bundle).filter((name) => name.endsWith(".css"));
    if (stylesheets.length > 1) {
      this.error(`The pass-through preload helper assumes one stylesheet; this build has ${stylesheets.join(", ")}`);
    }
  },
};

/**
 * React Router's package exports name only its development build, whose
 * warnings (`ENABLE_DEV_WARNINGS`) the minifier cannot drop. The browser's
 * built bundle takes the production build beside it: the same code with that
 * flag off (−0.6 KB gzip of first-load JavaScript). Development keeps the
 * warnings; the server's bundle is not sent to anyone.
 */
/** zod configured for our Content-Security-Policy (no eval) wherever the browser loads it: app/lib/zod-jitless.ts. */
const zodJitless = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL("./app/lib/zod-jitless.ts", import.meta.url)),
};

const reactRouterProductionBuild = [
  { find: /^react-router$/, file: "index.mjs" },
  { find: /^react-router\/dom$/, file: "dom-export.mjs" },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url)),
}));

/** The chunks that keep their name in the built files: the groups below and the bundler's runtime (decision 0029). */
const NAMED_CHUNKS = new Set(["framework", "shell", "catalogue", "rolldown-runtime"]);

// The server bundle's entry is server/app.ts (APIs, page cache, React Router
// handler), so the app's modules (database, cache, search index) exist once
// per process; server.ts only loads that bundle.
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      ...(command === "build" && !isSsrBuild ? reactRouterProductionBuild : []),
      // The browser's bundle (and development, which serves it); the server's keeps zod's compiled parsers.
      ...(!isSsrBuild ? [zodJitless] : []),
    ],
  },
  // Development only: the GraphiQL page's GraphQL worker (app/features/public-api/components/)
  // imports these CommonJS packages, which a module worker can load only
  // pre-bundled.
  optimizeDeps: { include: ["picomatch-browser", "nullthrows"] },
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : {
        target: "es2022",
        modulePreload: false,
        // React and its scheduler in one chunk with React Router: lazily
        // loaded parts (the login dialog) would otherwise split them into
        // small chunks of their own, each with its own wrapper code.
        rolldownOptions: {
          output: {
            // Files are named by their hash alone, except the entry and the chunks named below: the
            // route manifest every page loads lists each route's files, and their names made up a
            // fifth of it (decision 0029).
            entryFileNames: (chunk) => (chunk.name === "entry.client" ? "assets/[name]-[hash].js" : "assets/[hash].js"),
            chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash].js"),
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                // The small modules every page's shell imports, and the root route's document and error
                // page (app/components/layout/document.tsx): one chunk, not one each.
                {
                  name: "shell",
                  test: /app[\\/](lib[\\/](i18n|i18n-react|locale-path|locales|chunk-reload|page-messages|format|links|pending-writes|device-storage|use-online)|features[\\/]auth[\\/](me-client|sign-in-events|use-account|focus-after-sign-in)|features[\\/]content-pages[\\/]components[\\/]content-body|components[\\/](ui[\\/]styles|layout[\\/]document))\.tsx?$|\0vite\/preload-helper\.js$/,
                },
                // What the catalogue's pages share (a product card, an image, tags, the places for the
                // actions the event layout hands in and those controls, a detail section, the sensory scales): one chunk. Not
                // the vocabulary: its value lists are the organizer's forms', the product page needs none.
                {
                  name: "catalogue",
                  test: /app[\\/](features[\\/]catalogue[\\/](components[\\/](tag-list|product-card|catalogue-image|catalogue-actions|detail-section)|sensory)|components[\\/]catalogue-controls)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
  plugins: [passThroughPreload, tailwindcss(), reactRouter()],
}));
