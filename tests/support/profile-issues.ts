import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { z } from "zod";
import { PROFILE_ERROR_TEXT, type ProfileErrorKey } from "../../app/features/accounts/profile-schema";

// What the profile schemas' tests (app/features/accounts/profile-*.test.ts)
// check an input with: its issues as paths and message keys, and a key's
// English text as locales/en/accounts.json and the API say it.

export const englishFile = JSON.parse(readFileSync("locales/en/accounts.json", "utf8")) as {
  errors: Record<string, string>;
};

/** The English text a key shows, read from locales/en/accounts.json. */
export function english(key: string): string | undefined {
  const [ns, path] = key.split(":");
  expect(ns).toBe("accounts");
  let node: unknown = englishFile;
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

export function issues(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** The input fails at `path` with `key`, whose English text is exactly `text`. */
export function expectRule(schema: z.ZodType, input: unknown, path: string, key: ProfileErrorKey, text: string) {
  expect(issues(schema, input)).toContainEqual({ path, message: key });
  expect(english(key)).toBe(text);
  expect(PROFILE_ERROR_TEXT[key]).toBe(text);
}

export function expectValid(schema: z.ZodType, input: unknown) {
  expect(issues(schema, input)).toEqual([]);
}
