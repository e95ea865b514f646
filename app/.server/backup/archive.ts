import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

// A backup is one tar file (Debian's GNU tar; no package of ours):
// manifest.json, the database (database.sqlite or database.pgdump) and the
// media folder under media/.

const run = promisify(execFile);

export const MANIFEST = "manifest.json";
export const MEDIA = "media";

/** Writes `file` from the staging folder's entries and, under media/, the media folder's contents. */
export async function packArchive(file: string, staging: { dir: string; entries: string[] }, mediaDir: string | null) {
  const args = ["--create", "--file", file, "--directory", staging.dir, ...staging.entries];
  if (mediaDir) {
    // Only the media folder's entries start with "./": they go under media/.
    // Absolute: a relative --directory is taken from the one before it.
    args.push(
      "--directory",
      path.resolve(mediaDir),
      "--transform",
      `s,^\\./,${MEDIA}/,`,
      "--transform",
      `s,^\\.$,${MEDIA},`,
      ".",
    );
  }
  await run("tar", args, { maxBuffer: 16 * 1024 * 1024 });
}

export async function unpackArchive(file: string, into: string, entries: string[] = []): Promise<void> {
  await run("tar", ["--extract", "--file", file, "--directory", into, "--no-same-owner", ...entries], {
    maxBuffer: 16 * 1024 * 1024,
  });
}
