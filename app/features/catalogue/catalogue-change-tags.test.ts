import { describe, expect, it } from "vitest";
import { catalogueChangeTags } from "./catalogue-writes.server";

describe("the pages a catalogue change evicts", () => {
  it("a product's details: its own pages only", () => {
    expect(catalogueChangeTags({ eventIds: ["e1"], productIds: ["p1"] })).toEqual(["product:p1"]);
  });

  it("a field the lists show: the event's lists too, not its overview pages", () => {
    expect(catalogueChangeTags({ eventIds: ["e1", "e2"], productIds: ["p1"], listed: true })).toEqual([
      "product:p1",
      "listing:e1",
      "listing:e2",
    ]);
  });

  it("a product leaving an event: its pages, its stand's, the lists and the counts", () => {
    expect(
      catalogueChangeTags({ eventIds: ["e1"], productIds: ["p1"], exhibitorIds: ["x1"], membership: true }),
    ).toEqual(["product:p1", "exhibitor:x1", "listing:e1", "catalogue:e1"]);
  });

  it("leaves out a producer the product does not have", () => {
    expect(catalogueChangeTags({ eventIds: [], producerIds: [null, "r1"] })).toEqual(["producer:r1"]);
  });
});
