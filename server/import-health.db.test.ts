import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { toApiError } from "~/.server/errors";
import { runUpload, storeUpload } from "~/features/data-in/files/import-uploads.server";
import { insertEvent } from "../tests/factories/catalogue";
import { commasCsv, problemRowsCsv, sheetXml, xlsx } from "../tests/factories/import-files";
import { postWhilePollingHealth } from "../tests/support/health-poller";
import { describeEachDialect } from "../tests/support/test-database";

// Imports never stall the site (issue 29): while a hostile 10 MB file is
// uploaded and checked the way POST /api/organizer/events/{id}/imports does
// it (stored, then read and planned), the health check, served by the same
// process, answers every poll within 250 ms; the import itself ends in a
// bounded answer (a refusal, or a report of at most a few hundred KB). The
// client polls and uploads from a thread of its own, so that only the server
// runs on this thread's event loop.

const MB = 1024 * 1024;

const problemRowsJson = (rows: number) =>
  Buffer.from(
    JSON.stringify(
      Array.from({ length: rows }, () => ({
        product_id: "x1",
        exhibitor_id: "e1",
        exhibitor_name: "Estate",
        name: "Wine name",
        kind: "wine",
      })),
    ),
  );

const problemRowsXlsx = (rows: number) =>
  xlsx(
    sheetXml([
      ["product_id", "exhibitor_id", "exhibitor_name", "name", "kind"],
      ...Array.from({ length: rows }, () => ["x1", "e1", "Estate", "Wine name", "wine"]),
    ]),
  );

describeEachDialect("an import beside the health check", (t) => {
  let base: string;
  let server: ReturnType<express.Express["listen"]>;
  let dir: string;

  beforeAll(async () => {
    const eventId = await insertEvent(t.db);
    dir = await mkdtemp(path.join(tmpdir(), "uncork-health-"));
    const app = express();
    app.get("/api/health", (_req, res) => {
      res.json({ ok: true });
    });
    app.post("/imports", async (req, res) => {
      try {
        const format = req.query.format === "xlsx" || req.query.format === "json" ? req.query.format : "csv";
        const upload = await storeUpload(req, { dir, eventId, userId: "u1", kind: "products", format });
        const report = await runUpload(t.db, dir, upload, { dryRun: true, mapping: {}, actor: "u1" });
        res.status(201).json({ importId: upload.id, report });
      } catch (error) {
        const { status, body } = toApiError(error);
        res.status(status).json(body);
      }
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ["10 MB of commas and one line break", () => commasCsv(10 * MB), 413],
    ["10 MB of rows, each with a problem, past the row limit", () => problemRowsCsv((10 * MB) / 29), 413],
    ["5 MB of rows, each with a problem", () => problemRowsCsv((5 * MB) / 29), 201],
    ["an XLSX file of 40,000 rows, each with a problem", () => problemRowsXlsx(40_000), 201],
    ["a JSON file of 100,000 rows, each with a problem", () => problemRowsJson(100_000), 201],
  ])(
    "%s: /api/health answers within 250 ms throughout",
    async (name, file, status) => {
      const answer = await postWhilePollingHealth({
        healthUrl: `${base}/api/health`,
        url: `${base}/imports?format=${/XLSX|JSON/.exec(name)?.[0].toLowerCase() ?? "csv"}`,
        body: file(),
        contentType: "text/csv",
      });
      const { latencies } = answer;
      expect(answer.status).toBe(status);
      expect(answer.answerLength).toBeLessThan(512 * 1024);
      expect(latencies.length).toBeGreaterThan(0);
      expect(Math.max(...latencies)).toBeLessThan(250);
    },
    120_000,
  );
});
