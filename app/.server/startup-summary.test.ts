import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { startupSummary } from "./startup-summary";

const base = { OUTBOX_DIR: "./data/outbox", PUBLIC_URL: undefined, SMTP_URL: undefined };

describe("startupSummary", () => {
  it("names the local URL, the SQLite file and the outbox folder", () => {
    const lines = startupSummary({ ...base, DATABASE_URL: "file:./data/uncork.db" }, { host: "0.0.0.0", port: 3000 });
    expect(lines).toEqual([
      "Uncork is serving on http://localhost:3000",
      `Database: SQLite file ${resolve("data/uncork.db")}`,
      `Mail: written to the outbox folder ${resolve("data/outbox")} (no SMTP_URL)`,
    ]);
  });

  it("names the PostgreSQL host and database and the SMTP host, never a password", () => {
    const lines = startupSummary(
      {
        ...base,
        DATABASE_URL: "postgres://uncork:s3cret@db.example:5433/fair",
        SMTP_URL: "smtp://mailer:p4ss@smtp.example:587",
        PUBLIC_URL: "https://fair.example",
      },
      { host: "127.0.0.1", port: 8080 },
    );
    expect(lines).toEqual([
      "Uncork is serving on http://127.0.0.1:8080 (public address https://fair.example)",
      "Database: PostgreSQL database fair at db.example:5433",
      "Mail: sent through SMTP at smtp.example:587",
    ]);
    expect(lines.join("\n")).not.toMatch(/s3cret|p4ss|uncork:|mailer:/);
  });
});
