import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { DB } from "~/.server/db";
import { type GraphQLRequest, runPublicQuery } from "~/features/public-api/execute.server";
import { queryCounter } from "./query-plugins";

// Uncork's public GraphQL API (runPublicQuery) on a port of its own, over a
// test's database, for tests that read it over HTTP as the sync does. It
// records each request's operation, and can be made to refuse a query as an
// API that lacks a field would (validation: 400 and the message).

export interface PublicApiServer {
  url: string;
  /** The operation name of every request, in order. */
  operations: string[];
  close: () => Promise<void>;
}

export async function servePublicApi(
  db: DB,
  origin: string,
  /** A message to refuse the query with, or null to answer it. */
  refuse: (query: string) => string | null = () => null,
): Promise<PublicApiServer> {
  const operations: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    operations.push(request.operationName ?? "");
    const refused = refuse(request.query);
    const { status, body } = refused
      ? { status: 400, body: { errors: [{ message: refused }] } }
      : await runPublicQuery(db, request, origin);
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`,
    operations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A `refuse` for servePublicApi: a query asking for `field` is refused as an API without it refuses it (graphql-js's message). */
export const withoutField =
  (type: string, field: string) =>
  (query: string): string | null =>
    query.includes(field) ? `Cannot query field "${field}" on type "${type}".` : null;

/** How many database queries the public API makes to answer `request`, which must be answered (200). */
export async function databaseQueriesFor(db: DB, origin: string, request: GraphQLRequest): Promise<number> {
  const counter = queryCounter();
  const { status, body } = await runPublicQuery(db.withPlugin(counter.plugin), request, origin);
  if (status !== 200) throw new Error(`The public API answered ${status}: ${JSON.stringify(body)}`);
  return counter.count();
}
