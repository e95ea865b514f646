import { describe, expect, it } from "vitest";
import { ExportJobs, type NewExportJob, RETRY_AFTER_SECONDS } from "./export-jobs.server";

interface Deferred {
  resolve: (body: Buffer) => void;
  reject: (error: unknown) => void;
  progress: (done: number, total: number) => void;
  started: boolean;
}

/** A job whose end the test decides. */
function controlled(userId: string, total = 10): { job: NewExportJob; control: Deferred } {
  const control = { started: false } as Deferred;
  const job: NewExportJob = {
    userId,
    fileName: "My catalogue.pdf",
    contentType: "application/pdf",
    total,
    run: (onProgress) =>
      new Promise<Buffer>((resolve, reject) => {
        Object.assign(control, { resolve, reject, progress: onProgress, started: true });
      }),
  };
  return { job, control };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("ExportJobs", () => {
  it("reports progress, then offers the file to its owner only", async () => {
    const jobs = new ExportJobs();
    const { job, control } = controlled("u1", 500);
    const { id } = jobs.start(job);
    expect(jobs.get("u1", id)).toEqual({ id, status: "running", done: 0, total: 500, fileName: "My catalogue.pdf" });
    control.progress(120, 500);
    expect(jobs.get("u1", id)).toMatchObject({ status: "running", done: 120, total: 500 });
    expect(jobs.file("u1", id)).toBeNull();

    control.resolve(Buffer.from("%PDF-"));
    await settle();
    expect(jobs.get("u1", id)).toMatchObject({ status: "done", done: 500 });
    expect(jobs.file("u1", id)).toEqual({
      fileName: "My catalogue.pdf",
      contentType: "application/pdf",
      body: Buffer.from("%PDF-"),
    });
    expect(jobs.get("u2", id)).toBeNull();
    expect(jobs.file("u2", id)).toBeNull();
  });

  it("marks a job failed when writing throws", async () => {
    const errors: unknown[] = [];
    const jobs = new ExportJobs({ onError: (error) => errors.push(error) });
    const { job, control } = controlled("u1");
    const { id } = jobs.start(job);
    control.reject(new Error("disk full"));
    await settle();
    expect(jobs.get("u1", id)?.status).toBe("failed");
    expect(jobs.file("u1", id)).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it("runs at most two jobs of a user at once; the third waits its turn", async () => {
    const jobs = new ExportJobs({ runningTotal: 10 });
    const [a, b, c] = [controlled("u1"), controlled("u1"), controlled("u1")];
    const other = controlled("u2");
    for (const { job } of [a, b, c, other]) jobs.start(job);
    expect([a, b, c].map(({ control }) => control.started)).toEqual([true, true, false]);
    expect(other.control.started).toBe(true);

    a.control.resolve(Buffer.from("a"));
    await settle();
    expect(c.control.started).toBe(true);
  });

  it("runs a bounded number at once for all users together; the rest wait, oldest first", async () => {
    const jobs = new ExportJobs({ runningTotal: 2 });
    const users = ["u1", "u2", "u3", "u4"].map((u) => controlled(u));
    for (const { job } of users) jobs.start(job);
    expect(users.map(({ control }) => control.started)).toEqual([true, true, false, false]);
    users[1]!.control.resolve(Buffer.from("b"));
    await settle();
    expect(users.map(({ control }) => control.started)).toEqual([true, true, true, false]);
  });

  it("refuses past the process's queue with the time to come back", () => {
    const jobs = new ExportJobs({ runningTotal: 1, queuedTotal: 3 });
    for (let i = 0; i < 3; i++) jobs.start(controlled(`u${i}`).job);
    expect(() => jobs.start(controlled("u9").job)).toThrow(
      expect.objectContaining({ code: "limit", details: { retryAfterSeconds: RETRY_AFTER_SECONDS } }),
    );
  });

  it("waits for the file of a queued job, or fails with it", async () => {
    const jobs = new ExportJobs({ runningTotal: 1, onError: () => {} });
    const first = controlled("u1");
    const second = controlled("u2");
    jobs.start(first.job);
    const waited = jobs.startAndWait(second.job);
    await settle();
    expect(second.control.started).toBe(false);
    first.control.resolve(Buffer.from("a"));
    await settle();
    second.control.resolve(Buffer.from("second file"));
    expect((await waited).body.toString()).toBe("second file");
    const failing = controlled("u3");
    const failed = jobs.startAndWait(failing.job);
    await settle();
    failing.control.reject(new Error("disk full"));
    await expect(failed).rejects.toThrow("export failed");
  });

  it("refuses a job past the queue limit", () => {
    const jobs = new ExportJobs({ queuedPerUser: 3 });
    for (let i = 0; i < 3; i++) jobs.start(controlled("u1").job);
    expect(() => jobs.start(controlled("u1").job)).toThrow(
      expect.objectContaining({
        code: "limit",
        message: "Too many files are being created. Please wait for one to finish.",
      }),
    );
    expect(() => jobs.start(controlled("u2").job)).not.toThrow();
  });

  it("forgets a job and its file after 15 minutes", async () => {
    let now = 0;
    const jobs = new ExportJobs({ now: () => now });
    const { job, control } = controlled("u1");
    const { id } = jobs.start(job);
    control.resolve(Buffer.from("x"));
    await settle();
    now = 15 * 60_000 - 1;
    expect(jobs.file("u1", id)).not.toBeNull();
    now = 15 * 60_000;
    expect(jobs.get("u1", id)).toBeNull();
    expect(jobs.file("u1", id)).toBeNull();
  });
});
