import { defineConfig, devices } from "@playwright/test";

// Browser journeys against the built site on a fresh SQLite database with
// the demo fair, in Debian's Chromium (never a downloaded browser).

const PORT = Number(process.env.E2E_PORT ?? 3300);
export const ADMIN_TOKEN = "e2e-admin-token-0123456789";

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    // The service worker (docs/offline.md) would answer pages' requests before page.route sees
    // them; journeys that test it allow it (tests/e2e/pwa.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The app next to an SMTP capture and an OpenID provider (tests/e2e/support/stack.ts).
    command: "node --import tsx tests/support/test-stack.ts",
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${process.env.E2E_DATA_DIR ?? "./data/e2e"}/uncork.db`,
      MEDIA_DIR: "./data/media",
      IMPORTS_DIR: `${process.env.E2E_DATA_DIR ?? "./data/e2e"}/imports`,
      // Nothing listens there: the organizer page's sync meets a product API that cannot be reached.
      PRODUCT_API_URL: "http://127.0.0.1:9/graphql",
      PRODUCT_API_RETRIES: "0",
      ADMIN_TOKEN,
      // Journeys sign up many accounts from one address; the limits are unit-tested.
      AUTH_RATE_LIMIT: "1000",
      // The chat digest after one quiet second, looked for every second (the journey waits for one).
      CHAT_DIGEST_QUIET_MS: "1000",
      CHAT_DIGEST_INTERVAL_MS: "1000",
      NODE_ENV: "production",
    },
  },
});
