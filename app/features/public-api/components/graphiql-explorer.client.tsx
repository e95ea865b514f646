import "./monaco-workers.client";
import "graphiql/style.css";
import { GraphiQL } from "graphiql";

// GraphiQL on the public API, for development only (app/routes.ts adds the
// page outside production builds). Queries go to /api/graphql as any client's
// would, through the same limits.

async function fetcher(params: unknown): Promise<unknown> {
  const response = await fetch("/api/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(params),
  });
  return response.json();
}

export default function GraphiQLExplorer({ query }: { query: string }) {
  return <GraphiQL fetcher={fetcher} defaultQuery={query} />;
}
