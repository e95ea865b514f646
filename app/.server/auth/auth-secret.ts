import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { env } from "../env";

/**
 * AUTH_SECRET, or a secret generated once and kept in AUTH_SECRET_FILE, so a
 * fresh install signs sessions without setup and keeps them across restarts.
 * Instances starting at once on a shared folder end with one secret: the
 * file appears whole or not at all (written aside, then linked to its name,
 * which fails if another got there first), and the losers read the winner's.
 */
export function authSecret(): string {
  const config = env();
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = config.AUTH_SECRET_FILE;
  const stored = readSecretFile(file);
  if (stored !== null && stored.length >= 32) return stored;
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(aside, `${secret}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(aside, file);
    return secret;
  } catch (error) {
    const theirs = (error as NodeJS.ErrnoException).code === "EEXIST" ? readSecretFile(file) : null;
    if (theirs) return theirs;
    throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

function readSecretFile(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
