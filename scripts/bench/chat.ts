import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { connect, type DB } from "~/.server/db/connect";
import { createFreshPostgres } from "~/.server/db/fresh-postgres";
import { migrateToLatest } from "~/.server/db/migrate";
import { startConversation } from "~/features/chat/conversations.server";
import { sendMessage } from "~/features/chat/messages.server";
import type { Participant } from "~/features/people/participants.server";
import { streamUserChanges } from "../../server/api-live";
import { manyAttendees, manyPeople, meetingsFixture } from "../../tests/factories/meetings";
import { machine, percentile } from "./search";

// npm run bench:chat — message delivery to 1,000 open conversations: 1,000
// representatives each hold their live stream open (Server-Sent Events, the
// site's own streamUserChanges over HTTP), 1,000 visitors each write to one
// of them, and the time from a send starting to the message arriving on the
// recipient's stream is measured (the database write in its transaction,
// the bus, the stream). Rounds: everyone at once (a burst), then spread over
// one second, then over five. On SQLite (a file, WAL) and on the PostgreSQL of
// BENCH_DATABASE_URL or TEST_DATABASE_URL (created for the run, dropped
// after). Senders, streams and server share this one process and its event
// loop, so the figures are an upper bound of what the server alone needs.
// BENCH_CONVERSATIONS and BENCH_ROUNDS change the run.

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

interface Pair {
  visitor: Participant;
  rep: Participant;
  conversationId: string;
}

async function setUp(db: DB): Promise<{ eventId: string; pairs: Pair[] }> {
  await migrateToLatest(db);
  const fair = await meetingsFixture(db);
  const reps = await manyPeople(db, fair.eventId, CONVERSATIONS, {
    kind: "representative",
    registrationId: fair.registrationId,
  });
  const visitors = await manyAttendees(db, fair.eventId, CONVERSATIONS);
  const pairs: Pair[] = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const { conversation } = await startConversation(db, visitors[i], { personId: reps[i].personId });
    pairs.push({ visitor: visitors[i], rep: reps[i], conversationId: conversation.id });
  }
  return { eventId: fair.eventId, pairs };
}

/** Opens every representative's stream; calls `arrived(conversationId, seq)` as chat messages come in. */
async function openStreams(
  origin: string,
  pairs: Pair[],
  arrived: (conversationId: string, seq: number) => void,
): Promise<() => void> {
  const controller = new AbortController();
  let open = 0;
  await Promise.all(
    pairs.map(async ({ rep }) => {
      const response = await fetch(`${origin}/live/${rep.userId}`, { signal: controller.signal });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      open++;
      void (async () => {
        let buffer = "";
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            buffer += value;
            let end = buffer.indexOf("\n\n");
            while (end !== -1) {
              const event = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              end = buffer.indexOf("\n\n");
              const data = /^data: (.*)$/m.exec(event)?.[1];
              if (!data || !event.startsWith("event: change")) continue;
              const change = JSON.parse(data) as {
                resource: string;
                set?: { message?: { conversationId: string; seq: number } }[];
              };
              const message = change.resource === "chat" ? change.set?.[0]?.message : undefined;
              if (message) arrived(message.conversationId, message.seq);
            }
          }
        } catch {
          // Aborted at the end of the run.
        }
      })();
    }),
  );
  if (open !== pairs.length) throw new Error(`only ${open} streams opened`);
  return () => controller.abort();
}

async function bench(label: string, db: DB) {
  let started = performance.now();
  const { eventId, pairs } = await setUp(db);
  console.log(
    `[${label}] ${CONVERSATIONS} conversations set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = express();
  app.get("/live/:uid", (req, res) => streamUserChanges(req, res, { eventId, userId: req.params.uid }));
  const server = createServer(app);
  server.maxConnections = CONVERSATIONS * 2;
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const waiting = new Map<string, { sentAt: number; resolve: (ms: number) => void }>();
  const close = await openStreams(origin, pairs, (conversationId, seq) => {
    const key = `${conversationId}:${seq}`;
    const wait = waiting.get(key);
    if (!wait) return;
    waiting.delete(key);
    wait.resolve(performance.now() - wait.sentAt);
  });
  console.log(`[${label}] ${pairs.length} live streams open`);

  // burst: every conversation at the same instant; second: all of them within one second
  // (1,000 messages a second); steady: within five seconds (200 a second, each conversation
  // still writing every five seconds).
  const SPREAD_MS = { burst: 0, second: 1_000, steady: 5_000 } as const;
  const results: Record<keyof typeof SPREAD_MS, number[]> = { burst: [], second: [], steady: [] };
  let seq = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ["burst", "second", "steady"] as const) {
      seq++;
      started = performance.now();
      const latencies = await Promise.all(
        pairs.map(async (pair, i) => {
          if (SPREAD_MS[mode]) await new Promise((done) => setTimeout(done, (i * SPREAD_MS[mode]) / pairs.length));
          const sentAt = performance.now();
          const arrived = new Promise<number>((resolve) => {
            waiting.set(`${pair.conversationId}:${seq}`, { sentAt, resolve });
          });
          await sendMessage(db, pair.visitor, {
            conversationId: pair.conversationId,
            body: `Round ${round} ${mode}: hello`,
            now: new Date(Date.UTC(2026, 11, 7, 9, 0) + seq * 120_000),
          });
          return arrived;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const p50 = percentile(latencies, 0.5);
      const p99 = percentile(latencies, 0.99);
      results[mode].push(p99);
      console.log(
        `[${label}] round ${round + 1} ${mode}: ${pairs.length} messages in ${seconds.toFixed(2)} s, delivery p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
      );
    }
  }
  close();
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
  console.log(
    `chat ${label} conversations=${CONVERSATIONS} burst_p99_median_ms=${median(results.burst).toFixed(0)} second_p99_median_ms=${median(results.second).toFixed(0)} steady_p99_median_ms=${median(results.steady).toFixed(0)}`,
  );
}

async function main() {
  console.log(`machine: ${machine()}`);
  const dir = await mkdtemp(path.join(tmpdir(), "uncork-bench-chat-"));
  const sqlite = connect(`file:${path.join(dir, "chat.db")}`);
  try {
    await bench("sqlite", sqlite);
  } finally {
    await sqlite.destroy();
    await rm(dir, { recursive: true, force: true });
  }
  if (!pgUrl) {
    console.log("PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL");
    return;
  }
  const fresh = await createFreshPostgres(pgUrl, { prefix: "uncork_bench_chat" });
  const pg = connect(fresh.url, { poolSize: 10 });
  try {
    await bench("postgres", pg);
  } finally {
    await pg.destroy();
    await fresh.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
