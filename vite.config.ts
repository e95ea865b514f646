import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server bundle's entry is server/app.ts (APIs, page cache, React Router
// handler), so the app's modules (database, cache, search index) exist once
// per process; server.ts only loads that bundle.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : { target: "es2022" },
  plugins: [tailwindcss(), reactRouter()],
}));
