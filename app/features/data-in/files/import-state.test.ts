import { describe, expect, it } from "vitest";
import type { ImportReport } from "./import-report";
import { canApply, columnChoices, mappableHeaders, usedColumns, withMapping } from "./import-state";

const report = (fields: Partial<ImportReport>): ImportReport => ({
  eventId: "e1",
  dryRun: true,
  rows: 2,
  problems: [],
  problemCount: 0,
  counts: {},
  changes: [],
  totalChanges: 2,
  applied: false,
  headers: [
    { header: "Name", column: "name" },
    { header: "Organisation", column: null },
    { header: "Mail", column: "email" },
  ],
  encoding: null,
  encodingDetected: null,
  problemsUrl: null,
  ...fields,
});

describe("import state", () => {
  it("offers the unread headers and the ones mapped already", () => {
    expect(mappableHeaders(report({}), {}).map((h) => h.header)).toEqual(["Organisation"]);
    expect(mappableHeaders(report({}), { Mail: "company" }).map((h) => h.header)).toEqual(["Organisation", "Mail"]);
  });

  it("offers each column once: not those other headers give, but a header's own choice", () => {
    const columns = ["name", "email", "company", "country"];
    const mapping = { Organisation: "company" };
    const used = usedColumns(report({}), mapping);
    expect([...used]).toEqual(["name", "email"]);
    expect(columnChoices(columns, used, mapping, "Organisation")).toEqual(["company", "country"]);
    expect(columnChoices(columns, used, { ...mapping, Other: "country" }, "Other")).toEqual(["company", "country"]);
  });

  it("maps a header, and leaves it out again with the empty choice", () => {
    const mapped = withMapping({}, "Organisation", "company");
    expect(mapped).toEqual({ Organisation: "company" });
    expect(withMapping(mapped, "Organisation", "")).toEqual({});
  });

  it("applies only a check without problems that changes something", () => {
    expect(canApply(report({}))).toBe(true);
    expect(canApply(report({ problemCount: 1 }))).toBe(false);
    expect(canApply(report({ totalChanges: 0 }))).toBe(false);
    expect(canApply(report({ dryRun: false }))).toBe(false);
  });
});
