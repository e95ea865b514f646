import { describe, expect, it } from "vitest";
import { groupByLetter, letterAnchor, letterOf } from "./letter-groups";

describe("letterOf", () => {
  it("files names under their first letter without accents", () => {
    expect(letterOf("Élise")).toBe("E");
    expect(letterOf(" weingut")).toBe("W");
    expect(letterOf("Øster")).toBe("O");
    expect(letterOf("3 Fonteinen")).toBe("#");
    expect(letterOf("")).toBe("#");
  });
});

describe("groupByLetter", () => {
  it("keeps the order inside groups and puts # last", () => {
    const names = ["1880 Cellars", "Abbaye", "Äpfel", "Château B", "Côte"];
    expect(groupByLetter(names, (n) => n)).toEqual([
      { letter: "A", items: ["Abbaye", "Äpfel"] },
      { letter: "C", items: ["Château B", "Côte"] },
      { letter: "#", items: ["1880 Cellars"] },
    ]);
    expect(letterAnchor("#")).toBe("letter-other");
    expect(letterAnchor("B")).toBe("letter-B");
  });
});
