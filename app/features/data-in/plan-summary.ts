import type { EntityType, PlannedChange, SyncPlan } from "./plan-sync.server";

// The plans of a large source's parts added up (a sync or a file planned and
// written a batch at a time): the counts, the first changes for the report,
// and each change's type, id and action (for the bus once it is committed).
// The field-by-field changes of the other parts are not kept.

export class PlanSummary {
  readonly counts: SyncPlan["counts"] = {
    exhibitor: { add: 0, change: 0, remove: 0 },
    producer: { add: 0, change: 0, remove: 0 },
    product: { add: 0, change: 0, remove: 0 },
  };
  /** The first `reported` changes, field by field. */
  readonly changes: PlannedChange[] = [];
  readonly changed: Pick<PlannedChange, "type" | "id" | "action">[] = [];
  /** Every part's problems, in the order the parts came. */
  readonly problems: SyncPlan["problems"] = [];
  total = 0;

  constructor(readonly reported: number) {}

  add(plan: SyncPlan): void {
    for (const [type, c] of Object.entries(plan.counts) as [EntityType, SyncPlan["counts"][EntityType]][]) {
      const sum = this.counts[type];
      sum.add += c.add;
      sum.change += c.change;
      sum.remove += c.remove;
    }
    for (const change of plan.changes) {
      if (this.changes.length < this.reported) this.changes.push(change);
      this.changed.push({ type: change.type, id: change.id, action: change.action });
    }
    this.total += plan.changes.length;
    for (const problem of plan.problems) this.problems.push(problem);
  }
}
