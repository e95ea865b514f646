import type { KyselyPlugin, RootOperationNode } from "kysely";

// Kysely plugins for database tests: a count of the queries a call makes, and
// queries made to fail as a full disk or a lost connection would. They see
// the queries Kysely builds (not the SQL insertMany writes itself).

/** Counts the queries made through `db.withPlugin(counter.plugin)`. */
export function queryCounter(): { plugin: KyselyPlugin; count: () => number } {
  let queries = 0;
  return {
    plugin: {
      transformQuery: ({ node }) => {
        queries++;
        return node;
      },
      transformResult: async ({ result }) => result,
    },
    count: () => queries,
  };
}

/** Fails every query `fails` picks (by its operation node) with `message`, before it reaches the database. */
export function failingQueries(
  fails: (node: RootOperationNode) => boolean,
  message = "simulated failure",
): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      if (fails(node)) throw new Error(message);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}
