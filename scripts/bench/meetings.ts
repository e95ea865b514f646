import { cpus } from "node:os";
import type { DB } from "~/.server/db/connect";
import { migrateToLatest } from "~/.server/db/migrate";

import { requestMeeting } from "~/features/meetings/meetings.server";
import { searchPeople } from "~/features/meetings/people-directory.server";
import type { Participant } from "~/features/people/participants.server";
import { at, bookingForm, claimedPerson, manyAttendees, meetingsFixture } from "../../tests/factories/meetings";
import { onBothDatabases } from "./both-databases";
import { quantile } from "./quantile";

// npm run bench:meetings — booking under 200 concurrent requesters and the
// people directory at 10,000 people, on SQLite (a file, WAL) and on the
// PostgreSQL of BENCH_DATABASE_URL or TEST_DATABASE_URL (a database created
// for the run and dropped after), in one run so the figures compare.
//   spread: 200 requesters each book a different representative's slot (all succeed);
//   one slot: 200 requesters want the same slot of one representative (1 succeeds, 199 are refused).
// Each round is repeated ROUNDS times on fresh slots; medians are reported.

const REQUESTERS = Number(process.env.BENCH_REQUESTERS ?? 200);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const SLOTS = ["10:00", "10:30", "11:00", "11:30", "12:00", "14:00", "14:30", "15:00", "15:30", "16:00"];
const DAYS = ["2026-12-07", "2026-12-08", "2026-12-09"];

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

interface Round {
  seconds: number;
  p99: number;
  booked: number;
}

/** Fires every request at once; each one's latency, and how many were booked. */
async function round(requests: (() => Promise<unknown>)[]): Promise<Round> {
  const latencies: number[] = [];
  let booked = 0;
  const started = performance.now();
  await Promise.all(
    requests.map(async (request) => {
      const t0 = performance.now();
      try {
        await request();
        booked++;
      } catch (error) {
        if (!(error instanceof Error && error.name === "AppError")) throw error;
      }
      latencies.push(performance.now() - t0);
    }),
  );
  return { seconds: (performance.now() - started) / 1000, p99: quantile(latencies, 0.99), booked };
}

async function bench(label: string, db: DB) {
  await migrateToLatest(db);
  const fair = await meetingsFixture(db);
  const requesters = await manyAttendees(db, fair.eventId, REQUESTERS);
  const reps: Participant[] = [];
  for (let i = 0; i < REQUESTERS; i++) {
    reps.push(
      await claimedPerson(db, fair.eventId, {
        kind: "representative",
        name: `Rep ${i}`,
        registrationId: fair.registrationId,
      }),
    );
  }
  const times = (rounds: number) =>
    Array.from({ length: rounds }, (_, r) =>
      at(SLOTS[r % SLOTS.length], DAYS[Math.floor(r / SLOTS.length) % DAYS.length]),
    );

  const spread: Round[] = [];
  for (const start of times(ROUNDS)) {
    spread.push(
      await round(
        requesters.map((me, i) => () => requestMeeting(db, { me, form: bookingForm(reps[i].personId, start) })),
      ),
    );
  }
  const oneSlot: Round[] = [];
  for (const [r, start] of times(2 * ROUNDS)
    .slice(ROUNDS)
    .entries()) {
    const partner = reps[r];
    // The spread rounds used these representatives' other slots; this one is free.
    oneSlot.push(
      await round(requesters.map((me) => () => requestMeeting(db, { me, form: bookingForm(partner.personId, start) }))),
    );
  }

  await manyAttendees(db, fair.eventId, Math.max(0, PEOPLE - REQUESTERS * 2 - 4));
  const viewer = { role: "REPRESENTATIVE" as const, personId: reps[0].personId };
  const queries = ["", "attendee 12", "Attendee 99", "wine", "rep", "nobody here"];
  await searchPeople(db, { eventId: fair.eventId, viewer, query: { q: "" } });
  const search: number[] = [];
  let total = 0;
  for (let i = 0; i < SEARCHES; i++) {
    const t0 = performance.now();
    const page = await searchPeople(db, {
      eventId: fair.eventId,
      viewer,
      query: { q: queries[i % queries.length], page: 1 + (i % 5) },
    });
    search.push(performance.now() - t0);
    if (i === 0) total = page.total;
  }

  const rate = (rounds: Round[]) => Math.round(REQUESTERS / median(rounds.map((r) => r.seconds)));
  const p99 = (rounds: Round[]) => median(rounds.map((r) => r.p99)).toFixed(0);
  const booked = (rounds: Round[]) => [...new Set(rounds.map((r) => r.booked))].join("/");
  console.log(
    `| ${label} | ${rate(spread)} req/s, p99 ${p99(spread)} ms (booked ${booked(spread)}) | ${rate(oneSlot)} req/s, p99 ${p99(oneSlot)} ms (booked ${booked(oneSlot)}) | ${total.toLocaleString("en")} people: p50 ${median(search).toFixed(1)} ms, p99 ${quantile(search, 0.99).toFixed(1)} ms |`,
  );
}

console.log(
  `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.version}; ${REQUESTERS} concurrent requesters, ${ROUNDS} rounds each, ${SEARCHES} directory searches\n`,
);
console.log("| database | spread (all book) | one slot (1 books) | directory |");
console.log("| --- | --- | --- | --- |");

await onBothDatabases("uncork_bench_meetings", bench);
