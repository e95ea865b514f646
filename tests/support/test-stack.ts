import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import {
  E2E_DATA_DIR,
  INBOX_DIR,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_LABEL,
  OIDC_PORT,
  OIDC_PROVIDER_ID,
  OIDC_REDIRECT_URI,
  SMTP_PORT,
} from "../e2e/support/stack";
import { startOidcIssuer } from "./oidc-issuer";
import { startSmtpCapture } from "./smtp-capture";

// Playwright's webServer: a fresh data/e2e, an SMTP server that keeps every
// message in data/e2e/inbox, an OpenID Connect provider, then the app wired to
// both. Stops all of them when the app exits or the script is told to stop.

const root = fileURLToPath(new URL("../../", import.meta.url));

await rm(E2E_DATA_DIR, { recursive: true, force: true });
const smtp = await startSmtpCapture({ port: SMTP_PORT, dir: INBOX_DIR });
const oidc = await startOidcIssuer({
  port: OIDC_PORT,
  clients: [{ client_id: OIDC_CLIENT_ID, client_secret: OIDC_CLIENT_SECRET, redirect_uris: [OIDC_REDIRECT_URI] }],
});
console.log(`test-stack: SMTP capture on 127.0.0.1:${smtp.port} → ${INBOX_DIR}; OpenID provider at ${oidc.issuer}`);

const app = spawn(process.execPath, ["server.js"], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: OIDC_PROVIDER_ID,
        issuer: oidc.issuer,
        clientId: OIDC_CLIENT_ID,
        clientSecret: OIDC_CLIENT_SECRET,
        label: OIDC_LABEL,
      },
    ]),
  },
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    stopping = true;
    app.kill(signal);
  });
}

app.on("exit", async (code, signal) => {
  await Promise.allSettled([smtp.close(), oidc.close()]);
  if (signal && !stopping) console.error(`test-stack: the app was killed by ${signal}`);
  process.exit(code ?? (stopping ? 0 : 1));
});
