import type { CreateTableBuilder, Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes, dialectOf } from "../../dialect";

// Column names are not tracked: the helpers below add columns by name lists.
export type Table = CreateTableBuilder<any, any>;

export const text = (t: Table, ...names: string[]) =>
  names.reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull().defaultTo("")), t);

export const json = (t: Table, ...names: string[]) =>
  names.reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull().defaultTo("[]")), t);

export const timestamps = (t: Table) =>
  t.addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull());

export const id = (t: Table) => t.addColumn("id", "text", (c) => c.primaryKey());

/** The columns whose type differs by dialect (dialect.ts): floats and flags. */
export function dialectColumns(db: Kysely<any>) {
  const dialect = dialectOf(db);
  const { float, bool } = columnTypes(dialect);
  const flag = (t: Table, ...names: string[]) =>
    names.reduce(
      (acc, name) => acc.addColumn(name, bool, (c) => c.notNull().defaultTo(dialect === "postgres" ? sql`false` : 0)),
      t,
    );
  return { dialect, float, flag };
}

export type DialectColumns = ReturnType<typeof dialectColumns>;
