import { describe, expect, it } from "vitest";
import { canRemoveFavorite, canToggleFavorite, loadingStatus, requireSignedIn } from "./rules";
import { FAVORITE_MESSAGES, type Favorite, favoriteInputSchema, listNameSchema, MAX_TAGS } from "./schemas";

const plain: Favorite = { id: "p1", type: "product", addedAt: "2026-11-01T10:00:00.000Z", tags: [], list: null };
const tagged: Favorite = { ...plain, tags: ["to order"] };

describe("removing a favourite (docs/product/my-catalogue.md)", () => {
  it("is allowed only without tags", () => {
    expect(canRemoveFavorite(plain)).toBe(true);
    expect(canRemoveFavorite(tagged)).toBe(false);
    expect(canRemoveFavorite({ tags: ["a", "b"] })).toBe(false);
  });

  it("treats missing tags as none", () => {
    expect(canRemoveFavorite({ tags: undefined })).toBe(true);
    expect(canRemoveFavorite({ tags: null })).toBe(true);
  });

  it("does not depend on the list", () => {
    expect(canRemoveFavorite({ ...plain, list: { listId: "l1", name: "Reds" } })).toBe(true);
  });
});

describe("toggling a favourite (docs/product/my-catalogue.md)", () => {
  it("is allowed when loaded and the item is not yet a favourite", () => {
    expect(canToggleFavorite({ status: "success", favorite: null })).toBe(true);
    expect(canToggleFavorite({ status: "success", favorite: undefined })).toBe(true);
  });

  it("is allowed when loaded and the favourite has no tags", () => {
    expect(canToggleFavorite({ status: "success", favorite: plain })).toBe(true);
  });

  it("is refused for a favourite with tags", () => {
    expect(canToggleFavorite({ status: "success", favorite: tagged })).toBe(false);
  });

  it("is refused while loading and after an error, whatever the favourite", () => {
    for (const status of ["loading", "error"] as const) {
      for (const favorite of [null, plain, tagged]) {
        expect(canToggleFavorite({ status, favorite }), `${status} ${JSON.stringify(favorite)}`).toBe(false);
      }
    }
  });
});

describe("loading status (docs/product/my-catalogue.md)", () => {
  it("is loading while the sign-in state or the data loads", () => {
    expect(loadingStatus({ authLoading: true, dataLoading: false, failed: false })).toBe("loading");
    expect(loadingStatus({ authLoading: false, dataLoading: true, failed: false })).toBe("loading");
    expect(loadingStatus({ authLoading: true, dataLoading: true, failed: false })).toBe("loading");
    // A new attempt after a failure shows as loading again.
    expect(loadingStatus({ authLoading: false, dataLoading: true, failed: true })).toBe("loading");
  });

  it("is error when the data call failed", () => {
    expect(loadingStatus({ authLoading: false, dataLoading: false, failed: true })).toBe("error");
  });

  it("is success otherwise", () => {
    expect(loadingStatus({ authLoading: false, dataLoading: false, failed: false })).toBe("success");
  });
});

describe("a signed-in user first (docs/product/my-catalogue.md)", () => {
  it("lets a change go ahead with a user and hands it back", () => {
    const user = { id: "u1" };
    expect(requireSignedIn(user)).toEqual({ ok: true, user });
  });

  it("asks for sign-in without one", () => {
    expect(requireSignedIn(null)).toEqual({ ok: false, reason: "signInRequired" });
    expect(requireSignedIn(undefined)).toEqual({ ok: false, reason: "signInRequired" });
  });
});

describe("favourite input", () => {
  it("trims tags and drops duplicates", () => {
    const parsed = favoriteInputSchema.parse({ type: "product", tags: [" to order ", "to order", "gift"] });
    expect(parsed.tags).toEqual(["to order", "gift"]);
  });

  it("refuses empty or over-long tags and more than 20", () => {
    expect(favoriteInputSchema.safeParse({ type: "product", tags: ["  "] }).success).toBe(false);
    expect(favoriteInputSchema.safeParse({ type: "product", tags: ["x".repeat(41)] }).success).toBe(false);
    expect(favoriteInputSchema.safeParse({ type: "product", tags: ["x".repeat(40)] }).success).toBe(true);
    const many = Array.from({ length: MAX_TAGS + 1 }, (_, i) => `tag ${i}`);
    const tooMany = favoriteInputSchema.safeParse({ type: "product", tags: many });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe(FAVORITE_MESSAGES.tooManyTags.key);
    expect(
      favoriteInputSchema.safeParse({ type: "product", tags: [...many.slice(0, MAX_TAGS), "tag 0"] }).success,
    ).toBe(true);
  });

  it("needs a known type and leaves out what is not given", () => {
    expect(favoriteInputSchema.safeParse({ type: "producer" }).success).toBe(false);
    expect(favoriteInputSchema.parse({ type: "exhibitor" })).toEqual({ type: "exhibitor" });
    expect(favoriteInputSchema.parse({ type: "exhibitor", listId: null })).toEqual({
      type: "exhibitor",
      listId: null,
    });
  });

  it("names a list with 1 to 60 characters, trimmed", () => {
    expect(listNameSchema.parse("  Reds to order ")).toBe("Reds to order");
    expect(listNameSchema.safeParse("   ").error?.issues[0]?.message).toBe(FAVORITE_MESSAGES.listNameRequired.key);
    expect(listNameSchema.safeParse("x".repeat(61)).error?.issues[0]?.message).toBe(
      FAVORITE_MESSAGES.listNameTooLong.key,
    );
    expect(listNameSchema.safeParse("x".repeat(60)).success).toBe(true);
  });
});
