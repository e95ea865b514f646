import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { asUser, signIn } from "../support/cluster/accounts";
import { startInstance, stopInstance, waitUntilReady } from "../support/cluster/instance";
import { createScratchDatabase } from "../support/cluster/scratch-database";
import { type ClusterTest, ms } from "./context";

// `npm run backup` while the site serves, `npm run restore` into a fresh
// database and media folder, then a new instance on them: the same answers.

const run = promisify(execFile);

/**
 * A page as two instances may differ in it without differing in content: the
 * per-response nonce, and the origin in absolute links (without PUBLIC_URL
 * they name the Host of the request that rendered the page: nginx's or the
 * instance's own port, here all on 127.0.0.1).
 */
function comparable(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/'nonce-[^']*'/g, "'nonce-'")
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, "ORIGIN");
}

/** Where two answers part: a little of each from the first character that differs. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 100));
  return `at character ${at}, before ${around(a)}, after ${around(b)}`;
}

async function answers(origin: string, paths: string[], cookie?: string): Promise<string[]> {
  return Promise.all(
    paths.map(async (p) => {
      const response = await fetch(origin + p, { headers: cookie ? { cookie } : {} });
      return `${response.status} ${comparable(await response.text())}`;
    }),
  );
}

export async function backupRestoresTheSameSite(test: ClusterTest, restorePort: number): Promise<string> {
  const [a] = test.cluster.instances;
  const { eventId, products, pages } = test.catalogue;
  const notes = `/api/collections/${eventId}/users/${test.user.userId}/tastingNotes`;
  const noted = await fetch(`${a.origin}${notes}/${products[5].productId}`, {
    method: "PUT",
    headers: asUser(test.user, a.origin),
    body: JSON.stringify({ rating: 4, note: "Restored from the backup.", sensory: {} }),
  });
  if (!noted.ok) throw new Error(`writing a tasting note answered ${noted.status}: ${await noted.text()}`);

  const file = path.join(test.cluster.dir, "backup.tar");
  const started = performance.now();
  await run("npm", ["run", "--silent", "backup", "--", file], { env: { ...process.env, ...test.cluster.env } });
  const backupMs = performance.now() - started;

  const fresh = await createScratchDatabase(`${test.cluster.database.name}_restored`);
  const media = path.join(test.cluster.dir, "restored", "media");
  mkdirSync(media, { recursive: true });
  const env = { ...test.cluster.env, DATABASE_URL: fresh.url, MEDIA_DIR: media, LOAD_DEMO: "never" };
  const restoring = performance.now();
  await run("npm", ["run", "--silent", "restore", "--", file], { env: { ...process.env, ...env } });
  const restoreMs = performance.now() - restoring;
  const restored = startInstance({ name: "R", port: restorePort, env, logDir: path.join(test.cluster.dir, "logs") });
  try {
    await waitUntilReady(restored, 120_000);
    const paths = [pages.home, pages.products, pages.product, products[7].path, pages.search];
    const [before, after] = await Promise.all([answers(a.origin, paths), answers(restored.origin, paths)]);
    for (const [i, p] of paths.entries())
      if (before[i] !== after[i])
        throw new Error(`${p} differs after the restore: ${firstDifference(before[i]!, after[i]!)}`);
    const user = await signIn(restored.origin, test.user);
    const [notesBefore, notesAfter] = await Promise.all([
      answers(a.origin, [notes], test.user.cookie),
      answers(restored.origin, [notes], user.cookie),
    ]);
    if (notesBefore[0] !== notesAfter[0] || !notesAfter[0].includes("Restored from the backup."))
      throw new Error(`the account's tasting notes differ after the restore: ${notesAfter[0].slice(0, 200)}`);
    return `backup ${ms(backupMs)}, restore ${ms(restoreMs)}; ${paths.length} answers the same, the account signs in and has its notes`;
  } finally {
    await stopInstance(restored, "SIGTERM", 10_000);
    await fresh.drop();
  }
}
