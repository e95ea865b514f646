import type { ColumnDataType, Expression, QueryExecutorProvider, RawBuilder } from "kysely";
import { sql } from "kysely";

// Everything that differs between SQLite and PostgreSQL lives here.
export type DialectName = "sqlite" | "postgres";

/** Any Kysely instance, whatever its tables. */
export function dialectOf(db: { getExecutor(): { readonly adapter: object } }): DialectName {
  const adapter = db.getExecutor().adapter.constructor.name;
  return adapter.startsWith("Postgres") ? "postgres" : "sqlite";
}

/** The dialect a DATABASE_URL names: `postgres://…` (or `postgresql://…`) is PostgreSQL, anything else an SQLite file. */
export function dialectOfUrl(url: string): DialectName {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

export function columnTypes(dialect: DialectName) {
  return {
    float: (dialect === "postgres" ? "double precision" : "real") as ColumnDataType,
    bool: (dialect === "postgres" ? "boolean" : "integer") as ColumnDataType,
  };
}

/** A boolean read back from either dialect (SQLite gives 0/1). */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "t";
}

/** A boolean to store in either dialect. */
export function fromBool(dialect: DialectName, value: boolean): boolean | number {
  return dialect === "postgres" ? value : value ? 1 : 0;
}

/** Case-insensitive LIKE. */
export function ilike(dialect: DialectName, column: Expression<string>, pattern: string): RawBuilder<boolean> {
  return dialect === "postgres" ? sql<boolean>`${column} ilike ${pattern}` : sql<boolean>`${column} like ${pattern}`;
}

/** Case-insensitive "contains" with the user's text taken literally (% and _ match themselves). */
export function containsText(column: Expression<string>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${column}) like ${pattern} escape '\\'`;
}

/** Whether a JSON text column's array under a top-level key holds a string. */
export function jsonArrayHas(
  dialect: DialectName,
  column: Expression<string | null>,
  key: string,
  value: string,
): RawBuilder<boolean> {
  return dialect === "postgres"
    ? sql<boolean>`((${column})::jsonb -> ${key}::text) @> to_jsonb(${value}::text)`
    : sql<boolean>`exists (select 1 from json_each(${column}, ${`$.${key}`}) where json_each.value = ${value})`;
}

/** A write refused by a unique index or primary key, in either dialect (a race another check lost). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== "object" || !("code" in error)) return false;
  const code = String(error.code);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** A transaction PostgreSQL aborted to break a deadlock or a serialization conflict: trying again may succeed. */
export function isConcurrencyFailure(error: unknown): boolean {
  if (!error || typeof error !== "object" || !("code" in error)) return false;
  return error.code === "40P01" || error.code === "40001";
}

/**
 * Inside a transaction: waits for, then holds until the transaction ends, a
 * lock on a name (PostgreSQL's advisory lock on the name's hash), so
 * transactions about one thing run one after the other. SQLite runs one
 * write transaction at a time anyway.
 */
export async function lockName(trx: QueryExecutorProvider, name: string): Promise<void> {
  if (dialectOf(trx) !== "postgres") return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
