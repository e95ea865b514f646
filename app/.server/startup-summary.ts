import { resolve } from "node:path";
import type { Env } from "./env";

// What `npm start` says once the server listens: where the site is, which
// database it uses and where its mail goes. Never a password.

export function startupSummary(
  config: Pick<Env, "DATABASE_URL" | "SMTP_URL" | "OUTBOX_DIR" | "PUBLIC_URL">,
  address: { host: string; port: number },
): string[] {
  const host = address.host === "0.0.0.0" || address.host === "::" ? "localhost" : address.host;
  const local = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
  return [
    `Uncork is serving on ${local}${config.PUBLIC_URL ? ` (public address ${config.PUBLIC_URL})` : ""}`,
    `Database: ${describeDatabase(config.DATABASE_URL)}`,
    `Mail: ${config.SMTP_URL ? `sent through SMTP at ${hostOf(config.SMTP_URL)}` : `written to the outbox folder ${resolve(config.OUTBOX_DIR)} (no SMTP_URL)`}`,
  ];
}

function describeDatabase(url: string): string {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const parsed = new URL(url);
    return `PostgreSQL database ${decodeURIComponent(parsed.pathname.slice(1)) || "(default)"} at ${parsed.host}`;
  }
  const path = url.replace(/^file:/, "");
  return path === ":memory:" ? "SQLite in memory" : `SQLite file ${resolve(path)}`;
}

function hostOf(url: string): string {
  return new URL(url).host;
}
