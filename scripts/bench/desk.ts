import { cpus } from "node:os";
import type { DB } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";

import { deskFavorites } from "~/features/exhibitor-desk/desk-favorites.server";
import { listDeskSampleRequests } from "~/features/exhibitor-desk/desk-sample-requests.server";
import { teamMeetings, teamMembers, teamSchedule } from "~/features/exhibitor-desk/desk-team.server";
import { peopleToMeet } from "~/features/exhibitor-desk/people-to-meet.server";
import { onBothDatabases } from "./both-databases";
import { seedDeskFair } from "./desk-fair";
import { quantile } from "./quantile";

// npm run bench:desk — the exhibitor's desk at the biggest fair's size, on
// SQLite (a file, WAL) and on the PostgreSQL of BENCH_DATABASE_URL or
// TEST_DATABASE_URL (a database made for the run and dropped after): 100,000
// products of 2,000 exhibitors, 10,000 attendees each with 30 bookmarks
// (one in ten of them bookmarking the measured exhibitor's products), 2,000
// sample requests to it, its team of 5. Each desk query runs QUERIES times;
// medians and p99 are reported. On SQLite a query holds the event loop for
// its whole time (better-sqlite3 is synchronous), so these figures are what
// one desk page costs every other request.

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const EXHIBITORS = Number(process.env.BENCH_EXHIBITORS ?? 2_000);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const FAVORITES = Number(process.env.BENCH_BOOKMARKS ?? 30);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 30);

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return { p50: median(times), p99: quantile(times, 0.99) };
}

async function bench(label: string, db: DB) {
  await migrateToLatest(db);
  const t0 = performance.now();
  const fair = await seedDeskFair(db, {
    products: PRODUCTS,
    exhibitors: EXHIBITORS,
    people: PEOPLE,
    favorites: FAVORITES,
    requests: REQUESTS,
  });
  const seeded = ((performance.now() - t0) / 1000).toFixed(0);
  const scope = { eventId: fair.eventId, exhibitorId: fair.exhibitorId };
  const members = await teamMembers(db, scope);
  const rows: [string, () => Promise<unknown>][] = [
    [`sample requests (all ${REQUESTS.toLocaleString("en")})`, () => listDeskSampleRequests(db, scope)],
    ["bookmarked by", () => deskFavorites(db, scope)],
    ["people to meet", () => peopleToMeet(db, scope)],
    ["team meetings", () => teamMeetings(db, { eventId: fair.eventId, members })],
    ["team schedule (one day)", () => teamSchedule(db, { eventId: fair.eventId, members })],
  ];
  const found = await peopleToMeet(db, scope);
  const favorites = await deskFavorites(db, scope);
  console.log(
    `\n${label}: ${PRODUCTS.toLocaleString("en")} products, ${PEOPLE.toLocaleString("en")} attendees, ${fair.favorites.toLocaleString("en")} bookmarks (seeded in ${seeded} s); the exhibitor: ${favorites.people} bookmarkers (${favorites.shown.length} named), ${found.length} people to meet\n`,
  );
  console.log("| query | p50 | p99 |");
  console.log("| --- | ---: | ---: |");
  for (const [name, run] of rows) {
    const { p50, p99 } = await time(run);
    console.log(`| ${name} | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms |`);
  }
}

console.log(`${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.version}; ${QUERIES} runs of each query`);

await onBothDatabases("uncork_bench_desk", bench);
