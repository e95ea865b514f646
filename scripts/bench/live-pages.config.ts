import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import journeys from "../../playwright.config";

// The journeys' configuration for the live-pages benchmark (live-pages.bench.ts,
// npm run bench:live): the same built site, test stack and Chromium, one worker
// so the figures are not shared with another browser. npm run bench:live moves
// its ports and data (E2E_PORT, E2E_SMTP_PORT, E2E_OIDC_PORT, E2E_DATA_DIR) off
// the journeys', so both can run on one machine.

const root = fileURLToPath(new URL("../../", import.meta.url));
const webServer = Array.isArray(journeys.webServer) ? journeys.webServer[0] : journeys.webServer;

export default defineConfig({
  ...journeys,
  testDir: ".",
  testMatch: "live-pages.bench.ts",
  workers: 1,
  fullyParallel: false,
  webServer: webServer && { ...webServer, cwd: root },
});
