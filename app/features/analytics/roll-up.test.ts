import { describe, expect, it } from "vitest";
import { countsOf, measureOf, quarterHourOf } from "./roll-up.server";

const row = (created_at: string, extra: Partial<Parameters<typeof countsOf>[0][number]> = {}) => ({
  kind: "page_view" as const,
  event_id: "e1",
  path: "/p/en/events/e1",
  entity_type: null,
  entity_id: null,
  created_at,
  ...extra,
});

describe("analytics roll-up", () => {
  it("puts an instant in its UTC quarter hour", () => {
    expect(quarterHourOf("2026-12-07T10:00:00.000Z")).toBe("2026-12-07T10:00");
    expect(quarterHourOf("2026-12-07T10:14:59.999Z")).toBe("2026-12-07T10:00");
    expect(quarterHourOf("2026-12-07T10:15:00.000Z")).toBe("2026-12-07T10:15");
    expect(quarterHourOf("2026-12-07T23:59:59.000Z")).toBe("2026-12-07T23:45");
  });

  it("names what a row counts toward", () => {
    expect(measureOf({ kind: "page_view", entity_type: "product" })).toBe("view:product");
    expect(measureOf({ kind: "page_view", entity_type: null })).toBe("view:other");
    expect(measureOf({ kind: "outbound_click", link_kind: "shop" })).toBe("click:shop");
    expect(measureOf({ kind: "outbound_click", link_kind: null })).toBe("click:other");
  });

  it("adds a batch's rows up once per key, in key order, and leaves out rows of no event", () => {
    const { buckets, items } = countsOf([
      row("2026-12-07T10:20:00.000Z", { entity_type: "product", entity_id: "p2" }),
      row("2026-12-07T10:05:00.000Z", { entity_type: "product", entity_id: "p2" }),
      row("2026-12-07T10:29:00.000Z", { entity_type: "product", entity_id: "p1" }),
      row("2026-12-07T10:16:00.000Z", { event_id: null, entity_type: "product", entity_id: "p1" }),
      row("2026-12-07T10:17:00.000Z", {
        kind: "outbound_click",
        target: "https://a.example/",
        link_kind: "website",
      }),
    ]);
    expect(buckets).toEqual([
      { event_id: "e1", bucket: "2026-12-07T10:00", measure: "view:product", count: 1 },
      { event_id: "e1", bucket: "2026-12-07T10:15", measure: "click:website", count: 1 },
      { event_id: "e1", bucket: "2026-12-07T10:15", measure: "view:product", count: 2 },
    ]);
    expect(items).toEqual([
      { event_id: "e1", measure: "click", item: "https://a.example/", detail: "website", count: 1 },
      { event_id: "e1", measure: "product_view", item: "p1", detail: "", count: 1 },
      { event_id: "e1", measure: "product_view", item: "p2", detail: "", count: 2 },
    ]);
  });
});
