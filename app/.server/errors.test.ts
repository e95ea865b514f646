import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COMMON_MESSAGES, defineMessages } from "~/lib/messages";
import { AppError, refusalOf, toApiError } from "./errors";

const MESSAGES = defineMessages("test:errors", {
  taken: "You already have one with this name.",
  sameWords: "This doesn't look valid.",
});

describe("a refusal becomes words in one place", () => {
  it("keeps a defined message's key, so two messages with the same English stay apart", () => {
    const refused = refusalOf(new AppError("invalid", MESSAGES.sameWords));
    expect(refused).toEqual({
      status: 400,
      code: "invalid",
      message: "This doesn't look valid.",
      messageKey: "test:errors.sameWords",
    });
    expect(refusalOf(new AppError("invalid", COMMON_MESSAGES.invalid))?.messageKey).toBe("common:errors.invalid");
  });

  it("shows the code's common text for a plain English message, which stays the API's words", () => {
    const refused = refusalOf(new AppError("not_found", "Profile not found"));
    expect(refused).toMatchObject({ status: 404, message: "Profile not found", messageKey: "common:errors.not_found" });
    expect(refusalOf(new AppError("conflict"))).toMatchObject({
      message: "This was changed in the meantime. Please try again.",
      messageKey: "common:errors.conflict",
    });
  });

  it("turns a failed schema into fields with the API's English and the key", () => {
    const schema = z.object({ name: z.string().min(1, MESSAGES.taken.key), age: z.number() });
    const parsed = schema.safeParse({ name: "", age: "x" });
    const refused = refusalOf(parsed.error);
    expect(refused).toMatchObject({ status: 400, code: "invalid", messageKey: "test:errors.taken" });
    expect(refused?.fields?.[0]).toEqual({
      path: "name",
      message: "You already have one with this name.",
      messageKey: "test:errors.taken",
    });
    // zod's own message is not a key: the API keeps it, a page says "This doesn't look valid."
    expect(refused?.fields?.[1]).toMatchObject({ path: "age", messageKey: "common:errors.invalid" });
    expect(refused?.fields?.[1]?.message).not.toBe("common:errors.invalid");
  });

  it("is no refusal for a bug or an internal failure", () => {
    expect(refusalOf(new Error("boom"))).toBeUndefined();
    expect(refusalOf(new AppError("internal"))).toBeUndefined();
  });

  it("gives the API body its code, English and key", () => {
    expect(toApiError(new AppError("conflict", MESSAGES.taken))).toEqual({
      status: 409,
      body: {
        error: { code: "conflict", message: "You already have one with this name.", messageKey: "test:errors.taken" },
      },
    });
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(toApiError(new TypeError("x"))).toEqual({
        status: 500,
        body: {
          error: {
            code: "internal",
            message: "The server returned an error. Please try again later.",
            messageKey: "common:errors.internal",
          },
        },
      });
    } finally {
      console.error = quiet;
    }
  });
});
