import { type DocumentNode, execute, GraphQLError, parse, specifiedRules, validate } from "graphql";
import type { DB } from "~/.server/db";
import { leastRecentlyUsed } from "~/lib/least-recently-used";
import { apiContext } from "./api-context.server";
import { type Compilations, compilations, compiledAnswer, compiledOperation } from "./compiled-query.server";
import { queryLimits } from "./query-limits";
import { rootValue } from "./resolvers.server";
import { publicSchema } from "./schema";

// Runs one request of the public API: parse, validate (the schema's rules
// and the limits of query-limits.ts), execute: a query asked again runs
// compiled by graphql-jit (compiled-query.server.ts), any other on
// graphql-js, and either gives the same answer. Errors carry their message
// and where they are, never a stack or an internal detail: an error that is
// not the API's own (a database failure) is logged and answered as
// "Internal error".

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface GraphQLAnswer {
  /** 200 with data (and field errors), 400 when the request cannot run at all. */
  status: 200 | 400;
  body: { data?: unknown; errors?: { message: string; locations?: unknown; path?: unknown }[] };
}

const RULES = [...specifiedRules, queryLimits];

function shown(error: GraphQLError): { message: string; locations?: unknown; path?: unknown } {
  // An error thrown by our resolvers or by graphql-js itself has no originalError, or a GraphQLError one.
  const original = error.originalError;
  const ours = !original || original instanceof GraphQLError;
  if (!ours) console.error(original);
  return {
    message: ours ? error.message : "Internal error",
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
}

type Checked = { document: DocumentNode; compiled: Compilations } | { errors: readonly GraphQLError[] };

/** A query parsed and validated against the schema and the limits: its document, or why it cannot run. */
function check(query: string): Checked {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: 5_000 });
  } catch (error) {
    return { errors: [error as GraphQLError] };
  }
  const invalid = validate(publicSchema, document, RULES);
  return invalid.length ? { errors: invalid } : { document, compiled: compilations() };
}

/**
 * Queries checked already, by their text. A client sends the same few
 * queries again and again (a sync 2,400 times, an app each page), and
 * checking one again took 0.3–0.6 ms (the sync's queries), as much as
 * answering a small one: the answer depends only on the text and the
 * schema. Bounded in number and in length, so a client sending ever new
 * queries holds little; a query too long to be kept is checked each time,
 * and never compiled.
 */
const CHECKED = new Map<string, Checked>();
const CHECKED_KEPT = 200;
const CHECKED_LONGEST = 8_000;

function checked(query: string): Checked {
  if (query.length > CHECKED_LONGEST) return check(query);
  return leastRecentlyUsed(CHECKED, query, CHECKED_KEPT, () => check(query));
}

/** `origin`: where the site is reached (PUBLIC_URL, else the request's), for the absolute addresses of images and files. */
export async function runPublicQuery(db: DB, request: GraphQLRequest, origin: string): Promise<GraphQLAnswer> {
  const query = checked(request.query);
  if ("errors" in query) return { status: 400, body: { errors: query.errors.map(shown) } };
  const { document } = query;
  const variables = request.variables ?? undefined;
  const operationName = request.operationName ?? undefined;
  const compiled = compiledOperation(query.compiled, document, operationName);
  const result =
    (compiled && (await compiledAnswer(compiled, apiContext(db, origin), variables))) ??
    (await execute({
      schema: publicSchema,
      document,
      rootValue,
      contextValue: apiContext(db, origin),
      variableValues: variables,
      operationName,
    }));
  // A request whose variables or operation do not fit runs nothing: 400, as GraphQL over HTTP says.
  const status = result.data === undefined ? 400 : 200;
  return {
    status,
    body: {
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.errors ? { errors: result.errors.map(shown) } : {}),
    },
  };
}
