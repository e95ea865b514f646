import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets two builds coexist (parallel test runs); server.ts reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest in one hashed asset the service worker precaches,
  // not a partial manifest in every page and /__manifest requests as links
  // appear (decision 0026).
  routeDiscovery: { mode: "initial" },
  // React Router v8's changes, each decided rather than left to a start-up warning. Not yet
  // adopted: each is a migration of its own (middleware changes every loader's `context`;
  // split route modules and the Environment API change the bundles the first-load budget and
  // vite.config.ts's server entry are measured against; pass-through requests and
  // trailing-slash data URLs change what server/serve-page.ts and the page cache see).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
