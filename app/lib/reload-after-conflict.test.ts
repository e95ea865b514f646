import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { reloadAfterConflict } from "./reload-after-conflict";

const args = (actionStatus: number | undefined, defaultShouldRevalidate: boolean) =>
  ({ actionStatus, defaultShouldRevalidate }) as ShouldRevalidateFunctionArgs;

describe("reloadAfterConflict", () => {
  it("reloads after a conflict, and whenever React Router would", () => {
    expect(reloadAfterConflict(args(409, false))).toBe(true);
    expect(reloadAfterConflict(args(200, true))).toBe(true);
  });
  it("leaves the data after other refusals", () => {
    expect(reloadAfterConflict(args(400, false))).toBe(false);
    expect(reloadAfterConflict(args(404, false))).toBe(false);
  });
});
