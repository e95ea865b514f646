import { spawn } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, inject, it } from "vitest";
import { connect } from "~/.server/db/connect";
import { createFreshPostgres } from "~/.server/db/fresh-postgres";
import { meetingsFixture } from "../../../tests/support/meetings-fixture";
import { startConversation } from "./conversations.server";

// An answered message is on disk (docs/product/chat.md "Order and
// durability"): a process sending from four loops at once is killed with
// SIGKILL in the middle of its sends; every message it had been answered
// for is there afterwards, with the number it was answered with, and the
// numbers run 1, 2, 3… without a gap. On SQLite (a file, WAL) and PostgreSQL.

const root = fileURLToPath(new URL("../../../", import.meta.url));
const pgUrl = process.env.TEST_DATABASE_URL;
const ACKS_BEFORE_KILL = 150;

async function databaseFor(dialect: "sqlite" | "postgres") {
  if (dialect === "postgres") {
    const created = await createFreshPostgres(pgUrl!, {
      prefix: "uncork_durability",
      template: inject("postgresTemplate")!,
    });
    return { url: created.url, drop: created.drop };
  }
  await mkdir(path.join(root, "data"), { recursive: true });
  const dir = await mkdtemp(path.join(root, "data", "chat-durability-"));
  const file = path.join(dir, "uncork.db");
  await copyFile(inject("sqliteTemplate"), file);
  return { url: `file:${file}`, drop: () => rm(dir, { recursive: true, force: true }) };
}

for (const dialect of ["sqlite", "postgres"] as const) {
  describe.skipIf(dialect === "postgres" && !pgUrl)(`chat durability [${dialect}]`, () => {
    it("keeps every answered message, numbered without a gap, through kill -9", async () => {
      const database = await databaseFor(dialect);
      try {
        const setup = connect(database.url, { poolSize: 1 });
        const f = await meetingsFixture(setup);
        const { conversation } = await startConversation(setup, f.anna, { personId: f.rep.personId });
        await setup.destroy();

        const writer = spawn(
          process.execPath,
          [
            "--import",
            "tsx",
            "tests/support/chat-writer.ts",
            database.url,
            conversation.id,
            JSON.stringify([f.anna, f.rep]),
          ],
          { cwd: root, env: { ...process.env, NODE_ENV: "production" } },
        );
        const acks = new Map<number, number>();
        let output = "";
        let errors = "";
        writer.stderr.on("data", (chunk: Buffer) => {
          errors += chunk.toString();
        });
        const exited = new Promise<void>((done) => writer.on("exit", () => done()));
        await new Promise<void>((done, fail) => {
          const timer = setTimeout(() => fail(new Error(`no ${ACKS_BEFORE_KILL} answers in time: ${errors}`)), 60_000);
          writer.stdout.on("data", (chunk: Buffer) => {
            output += chunk.toString();
            const lines = output.split("\n");
            output = lines.pop() ?? "";
            for (const line of lines) {
              const [, seq, n] = line.split(" ");
              acks.set(Number(n), Number(seq));
            }
            if (acks.size >= ACKS_BEFORE_KILL && !writer.killed) {
              writer.kill("SIGKILL");
              clearTimeout(timer);
              done();
            }
          });
          writer.on("exit", () => {
            clearTimeout(timer);
            if (!writer.killed) fail(new Error(`the writer stopped by itself: ${errors}`));
          });
        });
        await exited;

        const after = connect(database.url, { poolSize: 1 });
        const stored = await after
          .selectFrom("chat_messages")
          .select(["seq", "body"])
          .where("conversation_id", "=", conversation.id)
          .orderBy("seq")
          .execute();
        const [row] = await after
          .selectFrom("chat_conversations")
          .select("last_seq")
          .where("id", "=", conversation.id)
          .execute();
        await after.destroy();

        // Numbered 1…N without a gap, and the conversation's counter is N.
        expect(stored.map((m) => Number(m.seq))).toEqual(Array.from({ length: stored.length }, (_, i) => i + 1));
        expect(Number(row.last_seq)).toBe(stored.length);
        // Every answered message is there, under the number it was answered with.
        const bySeq = new Map(stored.map((m) => [Number(m.seq), m.body]));
        for (const [n, seq] of acks) expect(bySeq.get(seq), `message ${n}`).toBe(`message ${n}`);
        expect(stored.length).toBeGreaterThanOrEqual(acks.size);
        console.log(`[${dialect}] ${acks.size} answered before kill -9, ${stored.length} stored, none lost`);
      } finally {
        await database.drop();
      }
    }, 120_000);
  });
}
