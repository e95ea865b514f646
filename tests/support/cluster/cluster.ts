import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BACK_IN_ROTATION_MS } from "../../../scripts/cluster/render-nginx";
import { type Instance, startInstance, stopInstance, waitUntilReady } from "./instance";
import { type Nginx, requireNginx, startNginx } from "./nginx";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database";

// N instances on one fresh PostgreSQL database, with the same secret and the
// same shared folders, behind nginx: the site docs/operations.md describes,
// on loopback ports from `basePort` (nginx on basePort, instances after it).
// Shared by `npm run test:cluster` and `npm run bench:cluster`.

export const ADMIN_TOKEN = "cluster-admin-token-0123456789";

export interface ClusterOptions {
  /** A prefix for the database and the temp folder. */
  name: string;
  instances: number;
  basePort: number;
  /** Demo fair size loaded by the first instance to take the start lock. */
  demoProducts: number;
  microCache?: boolean;
  /** Settings every instance gets besides the cluster's own. */
  env?: Record<string, string>;
}

export interface Cluster {
  readonly dir: string;
  readonly database: ScratchDatabase;
  readonly nginx: Nginx;
  readonly instances: Instance[];
  /** What every instance is started with (the environment file of the systemd units). */
  readonly env: Record<string, string>;
  /** Starts (again) the instance at `index` on its port, with `settings` over the cluster's; resolves once it is ready and nginx sends to it again. */
  restart(index: number, settings?: Record<string, string>): Promise<Instance>;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  requireNginx(options.name);
  const dir = mkdtempSync(path.join(tmpdir(), `${options.name}-`));
  const shared = path.join(dir, "shared");
  for (const folder of ["media", "imports", "outbox"]) mkdirSync(path.join(shared, folder), { recursive: true });
  const logDir = path.join(dir, "logs");
  mkdirSync(logDir);
  const database = await createScratchDatabase(options.name.replace(/\W/g, "_"));
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(36).toString("base64"),
    AUTH_SECRET_FILE: path.join(shared, "auth-secret"),
    MEDIA_DIR: path.join(shared, "media"),
    IMPORTS_DIR: path.join(shared, "imports"),
    OUTBOX_DIR: path.join(shared, "outbox"),
    // One folder for the three: a restarted instance loads the snapshot whichever instance wrote it.
    SEARCH_SNAPSHOT_DIR: path.join(shared, "search-snapshots"),
    ADMIN_TOKEN,
    LOAD_DEMO: "auto",
    DEMO_PRODUCTS: String(options.demoProducts),
    ...options.env,
  };
  const ports = Array.from({ length: options.instances }, (_, i) => options.basePort + 1 + i);
  const start = (index: number, settings: Record<string, string> = {}) =>
    startInstance({ name: String.fromCharCode(65 + index), port: ports[index], env: { ...env, ...settings }, logDir });
  const instances = ports.map((_, index) => start(index));
  let nginx: Nginx | undefined;
  const stop = async () => {
    await Promise.all(instances.map((instance) => stopInstance(instance, "SIGTERM", 10_000)));
    await nginx?.stop();
    await database.drop();
    if (!process.env.CLUSTER_KEEP) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // All at once, as systemd starts them: one migrates and loads the demo, the others wait.
    await Promise.all(instances.map((instance) => waitUntilReady(instance, 180_000)));
    nginx = await startNginx({
      dir: path.join(dir, "nginx"),
      port: options.basePort,
      upstreamPorts: ports,
      microCache: options.microCache,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    dir,
    database,
    nginx,
    instances,
    env,
    restart: async (index, settings) => {
      instances[index] = start(index, settings);
      await waitUntilReady(instances[index], 120_000);
      // Ready is not yet back behind nginx: a request that failed on it while it restarted keeps it out a while.
      await new Promise((resolve) => setTimeout(resolve, BACK_IN_ROTATION_MS));
      return instances[index];
    },
    stop,
  };
}
