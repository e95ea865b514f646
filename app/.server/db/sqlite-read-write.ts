import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

// SQLite with two connections to one file (decision 0010): one writes, one
// only reads. Kysely's own SQLite driver has a single connection behind a
// mutex, so a long transaction (a sync of 100,000 products, an import) made
// every page's query wait for its commit. Here a statement that does not
// write, outside a transaction, runs on the reader at once and sees the last
// committed state (WAL readers never wait for the writer); writes and
// transactions take the writer in turn, as before.

class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the holder before, then holds until the returned function is called. */
  async lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = this.#tail;
    this.#tail = before.then(() => held);
    await before;
    return release;
  }
}

function run(
  db: SqliteDatabase,
  compiled: CompiledQuery,
  prepared?: ReturnType<SqliteDatabase["prepare"]>,
): QueryResult<unknown> {
  const statement = prepared ?? db.prepare(compiled.sql);
  const parameters = compiled.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) as unknown[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
    insertId: lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
    rows: [],
  };
}

class RoutedConnection implements DatabaseConnection {
  #release: (() => void) | null = null;

  constructor(
    private readonly reader: SqliteDatabase,
    private readonly writer: SqliteDatabase,
    private readonly mutex: Mutex,
  ) {}

  async begin(): Promise<void> {
    this.#release = await this.mutex.lock();
    // IMMEDIATE: the transaction takes the file's write lock at its start, waiting for another process's write
    // (busy_timeout). A deferred one that has read is refused at once (SQLITE_BUSY) when it then writes while
    // another process holds the lock: SQLite never waits there, since its snapshot would be stale after.
    run(this.writer, CompiledQuery.raw("begin immediate"));
  }

  async finish(command: "commit" | "rollback"): Promise<void> {
    try {
      run(this.writer, CompiledQuery.raw(command));
    } finally {
      this.release();
    }
  }

  release(): void {
    this.#release?.();
    this.#release = null;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // In a transaction: its own connection, which it holds.
    if (this.#release) return run(this.writer, compiled) as QueryResult<R>;
    // Prepared on the reader to learn whether it writes (better-sqlite3's `readonly`). One the reader
    // cannot prepare (a table a running migration is creating) waits for the writer.
    let statement: ReturnType<SqliteDatabase["prepare"]> | null = null;
    try {
      statement = this.reader.prepare(compiled.sql);
    } catch {
      statement = null;
    }
    if (statement && (statement as unknown as { readonly: boolean }).readonly) {
      return run(this.reader, compiled, statement) as QueryResult<R>;
    }
    const release = await this.mutex.lock();
    try {
      return run(this.writer, compiled) as QueryResult<R>;
    } finally {
      release();
    }
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely's interface asks for the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on SQLite here");
  }
}

class ReadWriteDriver implements Driver {
  readonly #mutex = new Mutex();

  constructor(
    private readonly reader: SqliteDatabase,
    private readonly writer: SqliteDatabase,
    private readonly afterClose?: () => Promise<void>,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.reader, this.writer, this.#mutex);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).finish("commit");
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).finish("rollback");
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).release();
  }

  async destroy(): Promise<void> {
    this.reader.close();
    this.writer.close();
    await this.afterClose?.();
  }
}

/** The dialect over a writer and a reader of the same WAL database file. */
export function readWriteSqliteDialect(options: {
  writer: SqliteDatabase;
  reader: SqliteDatabase;
  /** What must end once both connections are closed (the checkpoints' worker, decision 0020); destroy waits for it. */
  afterClose?: () => Promise<void>;
}): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ReadWriteDriver(options.reader, options.writer, options.afterClose),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
