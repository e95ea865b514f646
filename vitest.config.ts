import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const GRAPHQL_CJS = { find: /^graphql$/, replacement: "graphql/index.js" };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/fuzz/**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        // graphql's CommonJS build, as Node gives it to the site: graphql-jit imports some of its files by their .js
        // path, and Vite would give our code the ES module build, a second graphql whose types those files refuse.
        resolve: {
          alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), GRAPHQL_CJS],
        },
        test: {
          name: "db",
          // Migrates once per run; every suite copies the template (docs/testing.md).
          globalSetup: ["tests/support/test-template.global-setup.ts"],
          include: ["app/**/*.db.test.ts", "server/**/*.db.test.ts", "scripts/**/*.db.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
