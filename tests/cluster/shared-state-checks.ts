import { asUser } from "../support/cluster/accounts";
import { timeUntil } from "../support/cluster/time-until";
import { type ClusterTest, ms } from "./context";

// What lives in the database, not in one instance: booklet jobs and the rate limits' counts.

interface JobAnswer {
  id: string;
  status: string;
}

/** A booklet started on A, polled to done through B and C, its file fetched through C. */
export async function bookletJobAnsweredByAnyInstance(test: ClusterTest): Promise<string> {
  const [a, b, c] = test.cluster.instances;
  const started = await fetch(`${a.origin}/api/exports`, {
    method: "POST",
    headers: asUser(test.user, a.origin),
    body: JSON.stringify({ collectionId: test.catalogue.eventId, source: "catalog", format: "pdf", locale: "en" }),
  });
  if (started.status !== 202)
    throw new Error(`starting the booklet on ${a.name} answered ${started.status}: ${await started.text()}`);
  const job = (await started.json()) as JobAnswer;
  const statusOn = async (origin: string): Promise<string> => {
    const response = await fetch(`${origin}/api/exports/${job.id}`, { headers: { cookie: test.user.cookie } });
    if (!response.ok)
      throw new Error(`${origin} answered ${response.status} for job ${job.id}: ${await response.text()}`);
    return ((await response.json()) as JobAnswer).status;
  };
  let polls = 0;
  const done = await timeUntil(
    async () => {
      const origin = [b, c][polls++ % 2].origin;
      const status = await statusOn(origin);
      if (status === "failed") throw new Error(`the job failed (asked through ${origin})`);
      return status === "done";
    },
    60_000,
    100,
  );
  if (done === null) throw new Error("the booklet was not done within 60 s");
  const file = await fetch(`${c.origin}/api/exports/${job.id}/file`, { headers: { cookie: test.user.cookie } });
  const body = Buffer.from(await file.arrayBuffer());
  if (file.status !== 200 || body.subarray(0, 5).toString() !== "%PDF-")
    throw new Error(`the file through ${c.name} answered ${file.status} with ${body.length} bytes that are not a PDF`);
  return `done after ${ms(done)} (${polls} polls through ${b.name} and ${c.name}), ${Math.round(body.length / 1024)} KB PDF through ${c.name}`;
}

/** GRAPHQL_RATE_LIMIT requests per address and minute for the site, whichever instances answer them. */
export async function graphqlLimitCountedOnce(test: ClusterTest, limit: number): Promise<string> {
  const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  const statuses: number[] = [];
  const instances = test.cluster.instances;
  for (let i = 0; i < limit + 15; i++) {
    const instance = instances[i % instances.length];
    const response = await fetch(`${instance.origin}/api/graphql`, {
      method: "POST",
      // The instances believe a proxy on loopback (TRUST_PROXY), as they believe nginx.
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const allowed = statuses.filter((status) => status === 200).length;
  const limited = statuses.filter((status) => status === 429).length;
  if (allowed !== limit || limited !== statuses.length - limit)
    throw new Error(
      `${statuses.length} requests from one address over ${instances.length} instances: ${allowed} answered, ${limited} limited; the site allows ${limit}`,
    );
  return `${allowed} of ${statuses.length} answered, the rest 429, spread over ${instances.length} instances`;
}
