import type { DocumentNode, ExecutionResult } from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";
import { leastRecentlyUsed } from "~/lib/least-recently-used";
import type { ApiContext } from "./api-context.server";
import { rootValue } from "./resolvers.server";
import { publicSchema } from "./schema";

// A kept query's operations compiled by graphql-jit into JavaScript
// functions (decision 0028). graphql-js walks the query's tree for every
// object of an answer (a sync's page of 100 products in every locale
// answers 16,530 fields); the compiled function does not, and answers the
// sync's page at 1.24 times the rate. Compiling costs about one run of the
// query (0.3–15 ms for the sync's queries, 47–62 ms for the widest query
// the API keeps), so a query is compiled only once it is asked again while
// kept: a query sent once, or one of ever new texts, runs on graphql-js as
// before.

/** What execute.server.ts keeps with a checked query for graphql-jit: how often it was asked, its compiled operations. */
export interface Compilations {
  uses: number;
  /** By operation name ("" for none); null when graphql-jit cannot compile it (no such operation). */
  operations: Map<string, CompiledQuery | null>;
}

/** A document has few operations; a client naming ever new ones (each refused) keeps at most this many. */
const OPERATIONS_KEPT = 8;

export function compilations(): Compilations {
  return { uses: 0, operations: new Map() };
}

/**
 * The compiled operation to run, or null for graphql-js: on the query's
 * first use, when it cannot be compiled, or for the operation name "",
 * which graphql-jit takes for none and graphql-js refuses as unknown.
 */
export function compiledOperation(
  kept: Compilations,
  document: DocumentNode,
  operationName: string | undefined,
): CompiledQuery | null {
  if (kept.uses++ === 0 || operationName === "") return null;
  return leastRecentlyUsed(kept.operations, operationName ?? "", OPERATIONS_KEPT, () => {
    const compiled = compileQuery(publicSchema, document, operationName);
    return isCompiledQuery(compiled) ? compiled : null;
  });
}

/**
 * The compiled operation's answer, or null when it has any error: graphql-js
 * then answers, so errors keep graphql-js's messages, order and paths (the
 * two word variables' errors differently and report a field's non-null or
 * type violation without the cause execute.server.ts `shown` reads).
 * Answers with errors are rare (a bad argument, a failing database), and
 * run twice.
 */
export async function compiledAnswer(
  compiled: CompiledQuery,
  context: ApiContext,
  variables: Record<string, unknown> | undefined,
): Promise<ExecutionResult | null> {
  const result = await compiled.query(rootValue, context, variables);
  return result.errors ? null : result;
}
