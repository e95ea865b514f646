import { describe, expect, it } from "vitest";
import type { FavoriteState } from "./favorite-controller";
import { viewOf } from "./favorite-live";

const t = (key: string) => `«${key}»`;
const base: FavoriteState = {
  status: "success",
  pressed: false,
  busy: false,
  queued: false,
  locked: false,
  error: null,
};

describe("what a bookmark button shows", () => {
  it("not bookmarked, bookmarked", () => {
    expect(viewOf(base, t)).toEqual({ pressed: false });
    expect(viewOf({ ...base, pressed: true }, t)).toEqual({ pressed: true });
  });

  it("busy while the favourites load and while a change saves", () => {
    expect(viewOf({ ...base, status: "loading" }, t).busy).toBe(true);
    expect(viewOf({ ...base, busy: true }, t).busy).toBe(true);
  });

  it("a tagged bookmark is locked and says why", () => {
    expect(viewOf({ ...base, pressed: true, locked: true }, t)).toEqual({
      pressed: true,
      locked: true,
      note: "«bookmark.locked»",
    });
  });

  it("a bookmark made offline says it is kept on the device, not as an alert", () => {
    expect(viewOf({ ...base, pressed: true, queued: true }, t)).toEqual({ pressed: true, note: "«bookmark.queued»" });
  });

  it("errors are alerts, a failed write before a failed read", () => {
    expect(viewOf({ ...base, status: "error" }, t)).toEqual({
      pressed: false,
      note: "«bookmark.errors.load»",
      alert: true,
    });
    expect(viewOf({ ...base, pressed: true, locked: true, error: "my:errors.taggedCannotBeRemoved" }, t)).toEqual({
      pressed: true,
      locked: true,
      note: "«my:errors.taggedCannotBeRemoved»",
      alert: true,
    });
  });
});
