import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COMMON_MESSAGES, defineMessages } from "~/lib/messages";
import { AppError } from "./errors";
import { refusedAnswer, refusedInput, runPageAction } from "./page-action";

const MESSAGES = defineMessages("test:errors", { taken: "Taken." });
const shape = (refusal: { messageKey: string }) => ({ ok: false as const, error: refusal.messageKey });

describe("page actions", () => {
  it("answers with what the write returns", async () => {
    expect(await runPageAction(async () => ({ ok: true }), shape)).toEqual({ ok: true });
  });

  it("turns a refusal into the page's answer with the refusal's status", async () => {
    const answer = await runPageAction(async () => {
      throw new AppError("conflict", MESSAGES.taken);
    }, shape);
    expect(answer).toMatchObject({ data: { ok: false, error: "test:errors.taken" }, init: { status: 409 } });
  });

  it("turns a failed schema into a 400 with its first message", async () => {
    const failed = z.object({ name: z.string().min(1, COMMON_MESSAGES.invalid.key) }).safeParse({ name: "" });
    expect(failed.success).toBe(false);
    const answer = refusedInput(failed.error!, shape);
    expect(answer).toMatchObject({ data: { error: "common:errors.invalid" }, init: { status: 400 } });
    expect(refusedInput(MESSAGES.taken, shape)).toMatchObject({
      data: { error: "test:errors.taken" },
      init: { status: 400 },
    });
  });

  it("rethrows what is not a refusal, an internal error included: a 500 is a bug", async () => {
    const bug = new TypeError("bug");
    await expect(runPageAction(() => Promise.reject(bug), shape)).rejects.toBe(bug);
    const internal = new AppError("internal", "failed");
    expect(() => refusedAnswer(internal, shape)).toThrow(internal);
  });

  it("renders the 404 page for a record gone meanwhile when asked to", () => {
    const gone = new AppError("not_found", COMMON_MESSAGES.not_found);
    expect(refusedAnswer(gone, shape)).toMatchObject({ init: { status: 404 } });
    let thrown: unknown;
    try {
      refusedAnswer(gone, shape, { notFoundPage: true });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("renders the access page in the refusal's words for the statuses asked for", () => {
    const signedOut = new AppError("unauthenticated", MESSAGES.taken);
    let thrown: unknown;
    try {
      refusedAnswer(signedOut, shape, { refusedPage: [401] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      data: { code: "unauthenticated", messageKey: "test:errors.taken" },
      init: { status: 401 },
    });
  });
});
