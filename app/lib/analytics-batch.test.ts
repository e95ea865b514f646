import { describe, expect, it } from "vitest";
import { analyticsBatchSchema } from "./analytics-batch";
import { ANALYTICS_MAX_BATCH } from "./analytics-events";

describe("a batch of events", () => {
  const view = { kind: "page_view", path: "/p/en/events/fair?q=secret" };
  const click = { kind: "outbound_click", path: "/en", target: "https://x.example/a?b=c", link: "website" };

  it("takes page views and outbound clicks, keeping paths and targets without query", () => {
    const parsed = analyticsBatchSchema.parse({ locale: "en", events: [view, click] });
    expect(parsed.events).toEqual([
      { kind: "page_view", path: "/p/en/events/fair" },
      { kind: "outbound_click", path: "/en", target: "https://x.example/a", link: "website" },
    ]);
  });

  it("stores a person's own page as its section only", () => {
    const parsed = analyticsBatchSchema.parse({ events: [{ kind: "page_view", path: "/en/my/meetings/m1" }] });
    expect(parsed.events).toEqual([{ kind: "page_view", path: "/en/my" }]);
  });

  it("refuses an empty or too large batch, unknown kinds and fields, and paths that are not ours", () => {
    const refused = (body: unknown) => expect(analyticsBatchSchema.safeParse(body).success).toBe(false);
    refused({ events: [] });
    refused({ events: Array.from({ length: ANALYTICS_MAX_BATCH + 1 }, () => view) });
    refused({ events: [{ kind: "purchase", path: "/" }] });
    refused({ events: [{ ...view, userId: "u1" }] });
    refused({ events: [view], email: "anna@example.com" });
    refused({ events: [{ kind: "page_view", path: "https://elsewhere.example/" }] });
    refused({ events: [{ kind: "page_view", path: "//elsewhere.example/" }] });
    refused({ events: [{ kind: "page_view", path: `/${"a".repeat(2000)}` }] });
    refused({ events: [{ ...click, target: "javascript:alert(1)" }] });
    refused({ events: [{ ...click, link: "affiliate" }] });
    refused({ events: [{ kind: "outbound_click", path: "/en" }] });
    refused([view]);
    refused(null);
    expect(analyticsBatchSchema.safeParse({ events: Array(ANALYTICS_MAX_BATCH).fill(view) }).success).toBe(true);
  });
});
