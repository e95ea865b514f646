import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findUpload, IMPORT_FILE_LIMIT, removeExpiredUploads, storeUpload } from "./import-uploads.server";

// An organizer's upload on disk: found again only by its owner at its event,
// an empty body refused, and a body over the limit refused with nothing left behind.

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "uncork-imports-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const owner = { eventId: "fair", userId: "u1" };

describe("import uploads", () => {
  it("keeps the file for its organizer and event only", async () => {
    const upload = await storeUpload(Readable.from([Buffer.from("person_id,kind,name\n")]), {
      dir,
      ...owner,
      kind: "people",
      format: "csv",
    });
    expect(upload).toMatchObject({ kind: "people", format: "csv", size: 20 });
    expect(await findUpload(dir, { id: upload.id, ...owner })).toEqual(upload);
    expect(await findUpload(dir, { id: upload.id, eventId: "fair", userId: "u2" })).toBeNull();
    expect(await findUpload(dir, { id: upload.id, eventId: "other", userId: "u1" })).toBeNull();
    expect(await findUpload(dir, { id: "../../etc/passwd", ...owner })).toBeNull();
  });

  it("forgets an upload after a day", async () => {
    const upload = await storeUpload(Readable.from([Buffer.from("x")]), {
      dir,
      ...owner,
      kind: "products",
      format: "csv",
    });
    const old = { ...upload, createdAt: new Date(Date.now() - 25 * 3600_000).toISOString() };
    await writeFile(path.join(dir, `${upload.id}.meta.json`), JSON.stringify(old));
    expect(await findUpload(dir, { id: upload.id, ...owner })).toBeNull();
  });

  it("removes the files of uploads older than a day, and keeps the others", async () => {
    const kept = await storeUpload(Readable.from([Buffer.from("x")]), {
      dir,
      ...owner,
      kind: "products",
      format: "csv",
    });
    const old = await storeUpload(Readable.from([Buffer.from("y")]), {
      dir,
      ...owner,
      kind: "products",
      format: "csv",
    });
    const dayAndMinute = new Date(Date.now() - 24 * 3600_000 - 60_000);
    for (const name of [`${old.id}.csv`, `${old.id}.meta.json`])
      await utimes(path.join(dir, name), dayAndMinute, dayAndMinute);
    expect(await removeExpiredUploads(dir)).toBe(2);
    expect((await readdir(dir)).sort()).toEqual([`${kept.id}.csv`, `${kept.id}.meta.json`]);
    expect(await removeExpiredUploads(path.join(dir, "never-made"))).toBe(0);
  });

  it("refuses an empty file and one over the limit, leaving nothing behind", async () => {
    await expect(
      storeUpload(Readable.from([]), { dir, ...owner, kind: "products", format: "csv" }),
    ).rejects.toMatchObject({ code: "invalid" });
    const chunk = Buffer.alloc(8 * 1024 * 1024);
    const chunks = Math.ceil(IMPORT_FILE_LIMIT / chunk.length) + 1;
    const tooLarge = Readable.from(
      (function* () {
        for (let i = 0; i < chunks; i++) yield chunk;
      })(),
    );
    await expect(storeUpload(tooLarge, { dir, ...owner, kind: "products", format: "csv" })).rejects.toMatchObject({
      code: "too_large",
    });
    expect(await readdir(dir)).toEqual([]);
  });
});

describe("a JSON upload", () => {
  it("is kept apart from its record: the file read is the one sent", async () => {
    const sent = '[{"person_id":"p1","kind":"attendee","name":"Ada"}]';
    const upload = await storeUpload(Readable.from([Buffer.from(sent)]), {
      dir,
      ...owner,
      kind: "people",
      format: "json",
    });
    expect(await readFile(path.join(dir, `${upload.id}.json`), "utf8")).toBe(sent);
    expect(await findUpload(dir, { id: upload.id, ...owner })).toEqual(upload);
  });
});
