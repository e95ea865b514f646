import fc from "fast-check";
import { sql } from "kysely";
import type { DB } from "~/.server/db";
import { connect } from "~/.server/db/connect";
import { FUZZ_ADMIN_TOKEN, type FuzzServer, startFuzzServer } from "./fuzz-server";
import { fuzzImports, HOSTILE_IMPORTS } from "./hostile-imports";
import { type Malformed, malformedRequest } from "./malformed";
import { send } from "./send";
import { API_TARGETS, PAGE_TARGETS, type Target } from "./targets";
import { installWriteLog, writesSince } from "./write-log";

// npm run test:fuzz (docs/security.md "Bad input"): a seeded, bounded run of
// malformed requests against the built site on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set. It fails on any answer >= 500, any request left
// without an answer, and any write made by a request the site refused (4xx).
//
//   FUZZ_RUNS   requests per database (default 3000)
//   FUZZ_SEED   the seed (default 2026); a failure prints it with the request
//   FUZZ_PORT   the site's port (default 3460)

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 2026);
const PORT = Number(process.env.FUZZ_PORT ?? 3460);
const DEMO_PASSWORD = "uncork-demo-2026";

interface Fixture {
  values: Record<string, string | undefined>;
  cookies: Record<"buyer" | "seller", string>;
  /** The demo organizer's, for the hostile import files (hostile-imports.ts). */
  organizerCookie: string;
}

async function signIn(origin: string, email: string): Promise<{ cookie: string; userId: string }> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = (await (await fetch(`${origin}/api/me`, { headers: { cookie } })).json()) as { user: { id: string } };
  return { cookie, userId: me.user.id };
}

async function first(db: DB, query: string): Promise<string | undefined> {
  const { rows } = await sql.raw<{ v: string }>(query).execute(db);
  return rows[0]?.v;
}

async function fixtureOf(server: FuzzServer, db: DB): Promise<Fixture> {
  const buyer = await signIn(server.origin, "buyer@uncork.example");
  const seller = await signIn(server.origin, "seller@uncork.example");
  const collectionId = await first(db, "select event_id as v from meetings limit 1");
  // A list of the buyer's, so list routes reach their rules.
  const list = await fetch(`${server.origin}/api/collections/${collectionId}/users/${buyer.userId}/lists`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin, cookie: buyer.cookie },
    body: JSON.stringify({ name: "Fuzz list" }),
  });
  const listId = ((await list.json()) as { list?: { id: string } }).list?.id;
  const organizer = await signIn(server.origin, "organizer@uncork.example");
  return {
    organizerCookie: organizer.cookie,
    cookies: { buyer: buyer.cookie, seller: seller.cookie },
    values: {
      collectionId,
      uid: buyer.userId,
      productId: await first(db, `select id as v from products limit 1`),
      exhibitorId: await first(db, `select id as v from exhibitors limit 1`),
      contactId: await first(db, "select id as v from exhibitor_contacts limit 1"),
      personId: await first(db, `select id as v from person_profiles where event_id = '${collectionId}' limit 1`),
      meetingId: await first(db, "select id as v from meetings limit 1"),
      leadId: await first(db, "select id as v from leads limit 1"),
      // A badge the fuzzer's seller (a representative) could score: the buyer's, made on request.
      code: await first(db, "select code as v from badges limit 1"),
      conversationId: await first(db, "select id as v from chat_conversations limit 1"),
      pageId: await first(db, "select id as v from content_pages limit 1"),
      blockId: await first(db, "select id as v from schedule_blocks limit 1"),
      registrationId: await first(
        db,
        "select registration_id as v from person_profiles where registration_id is not null limit 1",
      ),
      representativeId: await first(db, "select id as v from person_profiles where kind = 'representative' limit 1"),
      listId,
      meetingAction: "accept",
      deskSection: "samples",
      providerId: "local",
      locale: "en",
      exportId: "0123456789abcdef01234567",
      importId: "0123456789abcdef0123456789abcdef",
      kind: "people",
      tag: "gift",
      writeId: "fuzz-write-0001",
      token: "abcdefghijklmnopqrstuvwxyz012345",
    },
  };
}

/** The write log must see a write the site accepts, or its silence on refused requests proves nothing. */
async function proveWriteLogSees(server: FuzzServer, fixture: Fixture, db: DB): Promise<void> {
  const { collectionId, uid, productId } = fixture.values;
  const before = (await writesSince(db, 0)).count;
  const response = await fetch(`${server.origin}/api/collections/${collectionId}/users/${uid}/favorites/${productId}`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: server.origin, cookie: fixture.cookies.buyer },
    body: JSON.stringify({ type: "product" }),
  });
  const after = await writesSince(db, before);
  if (!response.ok || after.count === before || !after.tables.includes("favorites"))
    throw new Error(`the write log did not see an accepted bookmark (${response.status}, ${after.tables.join(", ")})`);
}

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

function pathOf(target: Target, params: Record<string, string>, query: string): string {
  return target.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? name) + query;
}

function headersOf(target: Target, m: Malformed, server: FuzzServer, fixture: Fixture): Record<string, string> {
  const headers: Record<string, string> = { ...m.headers };
  if (m.sameOrigin) headers.origin = server.origin;
  if (m.as !== "anonymous") headers.cookie = fixture.cookies[m.as];
  if (target.admin && m.withAdminToken) headers.authorization = `Bearer ${FUZZ_ADMIN_TOKEN}`;
  return headers;
}

interface Failure {
  why: string;
  method: string;
  path: string;
  label: string;
  as: string;
  status: number;
}

async function fuzz(
  dialect: "sqlite" | "postgres",
): Promise<{ sent: number; failures: Failure[]; statuses: Map<number, number> }> {
  const started = Date.now();
  const server = await startFuzzServer({ dialect, port: PORT });
  const db = connect(server.databaseUrl, { poolSize: 1 });
  const failures: Failure[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  try {
    const fixture = await fixtureOf(server, db);
    await installWriteLog(db);
    await proveWriteLogSees(server, fixture, db);
    const targets = [...API_TARGETS, ...PAGE_TARGETS];
    const cases = fc.sample(
      fc
        .constantFrom(...targets)
        .chain((target) =>
          malformedRequest(target.body, fixture.values, paramNames(target.path)).map((m) => ({ target, m })),
        ),
      { seed: SEED, numRuns: RUNS },
    );
    let writes = (await writesSince(db, 0)).count;
    for (const { target, m } of cases) {
      const path = pathOf(target, m.params, m.query);
      const answer = await send(server.origin, {
        method: target.method,
        path,
        headers: headersOf(target, m, server, fixture),
        body: target.method === "GET" || target.method === "DELETE" ? undefined : m.body,
      });
      sent++;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const record = (why: string) =>
        failures.push({
          why,
          method: target.method,
          path: path.slice(0, 200),
          label: m.label,
          as: m.as,
          status: answer.status,
        });
      if (answer.error) record(answer.error === "no answer" ? "no answer within 15 s" : `no answer: ${answer.error}`);
      else if (answer.status >= 500 && !(answer.status === 502 && target.upstream)) record(`answered ${answer.status}`);
      const after = await writesSince(db, writes);
      if (answer.status >= 400 && after.count !== writes)
        record(`refused (${answer.status}) but wrote to ${after.tables.join(", ")}`);
      writes = after.count;
    }
    // Hostile files as an organizer of the event, so they reach the reading (the requests above are refused earlier).
    const importFailures = await fuzzImports(server.origin, fixture.organizerCookie, fixture.values.collectionId ?? "");
    sent += HOSTILE_IMPORTS.length;
    for (const failure of importFailures) {
      failures.push({
        why: failure.why,
        method: "POST",
        path: "/api/organizer/events/:id/imports",
        label: failure.label,
        as: "organizer",
        status: 0,
      });
    }
    const healthy = await fetch(`${server.origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy)
      failures.push({
        why: "the site is down after the run",
        method: "GET",
        path: "/api/health",
        label: "",
        as: "",
        status: 0,
      });
  } finally {
    await db.destroy();
    await server.stop();
    if (failures.length)
      console.error(
        server
          .output()
          .split("\n")
          .filter((line) => /error|Error/.test(line))
          .slice(0, 40)
          .join("\n"),
      );
  }
  console.log(`fuzz ${dialect}: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(0)} s, seed ${SEED}`);
  return { sent, failures, statuses };
}

const dialects: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
let total = 0;
let failed = 0;
for (const dialect of dialects) {
  const { sent, failures, statuses } = await fuzz(dialect);
  total += sent;
  failed += failures.length;
  const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  console.log(`  answers ${summary.join(", ")}`);
  for (const f of failures.slice(0, 50)) console.log(`  FAIL ${f.why}: ${f.method} ${f.path} [${f.label}, ${f.as}]`);
  if (failures.length > 50) console.log(`  … and ${failures.length - 50} more`);
}
console.log(`fuzz: ${total} requests, ${failed} failures`);
if (!process.env.TEST_DATABASE_URL) console.log("fuzz: PostgreSQL skipped (TEST_DATABASE_URL is not set)");
process.exit(failed ? 1 : 0);
