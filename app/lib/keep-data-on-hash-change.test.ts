import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { keepDataOnHashChange } from "./keep-data-on-hash-change";

const args = (from: string, to: string, more: Partial<ShouldRevalidateFunctionArgs> = {}) =>
  ({
    currentUrl: new URL(from, "http://uncork.test"),
    nextUrl: new URL(to, "http://uncork.test"),
    defaultShouldRevalidate: true,
    ...more,
  }) as ShouldRevalidateFunctionArgs;

describe("a list page's data on a change of hash", () => {
  it("is kept when only the hash changed, also to none (a saved list's ?from stays)", () => {
    expect(keepDataOnHashChange(args("/de/offline?from=%2Fx#q=a", "/de/offline?from=%2Fx#q=b"))).toBe(false);
    expect(keepDataOnHashChange(args("/en/events/e/products#q=a", "/en/events/e/products"))).toBe(false);
  });

  it("is loaded again for another query string, another page or a form", () => {
    expect(keepDataOnHashChange(args("/en/events/e/producers", "/en/events/e/producers?q=k"))).toBe(true);
    expect(keepDataOnHashChange(args("/en/events/e/products", "/en/events/e/exhibitors"))).toBe(true);
    expect(keepDataOnHashChange(args("/x", "/x", { formMethod: "POST" }))).toBe(true);
  });
});
