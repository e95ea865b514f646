import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { env } from "../env";

/**
 * AUTH_SECRET, or a secret generated once and kept in AUTH_SECRET_FILE, so a
 * fresh install signs sessions without setup and keeps them across restarts.
 */
export function authSecret(): string {
  const config = env();
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  try {
    const stored = readFileSync(config.AUTH_SECRET_FILE, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dirname(config.AUTH_SECRET_FILE), { recursive: true });
  try {
    writeFileSync(config.AUTH_SECRET_FILE, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(config.AUTH_SECRET_FILE, "utf8").trim();
    throw error;
  }
}
