import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createAccount, signIn } from "../support/cluster/accounts";
import { readCatalogue } from "../support/cluster/catalogue";
import { startCluster } from "../support/cluster/cluster";
import { logTail } from "../support/cluster/instance";
import { killedInstanceLosesNoRequest, rollingRestartLosesNoRequest } from "./availability-checks";
import { backupRestoresTheSameSite } from "./backup-check";
import type { ClusterTest } from "./context";
import { bookletJobAnsweredByAnyInstance, graphqlLimitCountedOnce } from "./shared-state-checks";
import { favoriteReachesOtherInstancesStream, productEditSeenEverywhere } from "./visibility-checks";

// npm run test:cluster — three instances on one fresh PostgreSQL database
// behind nginx (docs/operations.md's site on one machine), and the contract
// of issue 30 checked through them, each check timed. Needs the build
// (`npm run build`), nginx (nginx-light) and the PostgreSQL of
// TEST_DATABASE_URL. Ports CLUSTER_PORT (nginx) to CLUSTER_PORT + 9.
// CLUSTER_KEEP=1 keeps the temp folder (instances' logs, nginx's log).

const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 4500);
const GRAPHQL_LIMIT = 30;

interface Outcome {
  name: string;
  ms: number;
  detail: string;
  passed: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  if (!existsSync("build/server/index.js")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  const started = performance.now();
  const cluster = await startCluster({
    name: "cluster_test",
    instances: 3,
    basePort: BASE_PORT,
    demoProducts: 150,
    env: { GRAPHQL_RATE_LIMIT: String(GRAPHQL_LIMIT) },
  });
  console.log(
    `cluster: 3 instances ready behind ${cluster.nginx.origin} in ${seconds(performance.now() - started)} (${cluster.dir})`,
  );
  const outcomes: Outcome[] = [];
  try {
    const catalogue = await readCatalogue(cluster.database.url);
    const user = await signIn(cluster.instances[0].origin, await createAccount(cluster.database.url));
    const test: ClusterTest = { cluster, catalogue, user };
    const checks: [string, () => Promise<string>][] = [
      [
        "a product edited through A is on B's and C's pages and search within 1 s",
        () => productEditSeenEverywhere(test),
      ],
      [
        "a bookmark written through A reaches a live stream on B within 1 s",
        () => favoriteReachesOtherInstancesStream(test),
      ],
      [
        "a booklet started on A is polled through B and C and downloaded through C",
        () => bookletJobAnsweredByAnyInstance(test),
      ],
      ["the GraphQL rate limit is counted once for the site", () => graphqlLimitCountedOnce(test, GRAPHQL_LIMIT)],
      [
        "kill -9 of one instance under load: no failed GET, the other streams stay open",
        () => killedInstanceLosesNoRequest(test),
      ],
      ["a rolling restart under load: no failed request", () => rollingRestartLosesNoRequest(test)],
      ["backup, restore into a fresh database: the same site", () => backupRestoresTheSameSite(test, BASE_PORT + 9)],
    ];
    for (const [name, check] of checks) {
      const at = performance.now();
      try {
        const detail = await check();
        outcomes.push({ name, ms: performance.now() - at, detail, passed: true });
      } catch (error) {
        outcomes.push({ name, ms: performance.now() - at, detail: (error as Error).message, passed: false });
      }
      const last = outcomes[outcomes.length - 1];
      console.log(`${last.passed ? "✓" : "✗"} ${name} (${seconds(last.ms)})\n    ${last.detail}`);
    }
    if (outcomes.some((o) => !o.passed))
      for (const instance of cluster.instances) console.log(`--- ${instance.name}'s log:\n${logTail(instance)}`);
  } finally {
    await cluster.stop();
  }
  const failed = outcomes.filter((o) => !o.passed).length;
  console.log(
    `test:cluster: ${outcomes.length - failed} passed, ${failed} failed in ${seconds(performance.now() - started)}`,
  );
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
