import path from "node:path";
import { describe, expect, it } from "vitest";
import { snapshotDir } from "./search-snapshots";

describe("where the search index snapshots live", () => {
  it("beside the SQLite database by default, in data/ with PostgreSQL, where SEARCH_SNAPSHOT_DIR says, or nowhere", () => {
    expect(snapshotDir({ DATABASE_URL: "file:./data/uncork.db" })).toBe(path.resolve("data/search-snapshots"));
    expect(snapshotDir({ DATABASE_URL: "file:/srv/fair/uncork.db" })).toBe("/srv/fair/search-snapshots");
    expect(snapshotDir({ DATABASE_URL: "postgres://uncork@db/uncork" })).toBe(path.resolve("data/search-snapshots"));
    expect(snapshotDir({ DATABASE_URL: "file:./data/uncork.db", SEARCH_SNAPSHOT_DIR: "/var/cache/uncork" })).toBe(
      "/var/cache/uncork",
    );
    expect(snapshotDir({ DATABASE_URL: "file:./data/uncork.db", SEARCH_SNAPSHOT_DIR: "off" })).toBeNull();
    expect(snapshotDir({ DATABASE_URL: "file::memory:" })).toBeNull();
  });
});
