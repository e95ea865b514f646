import type { SampleRequestStatus } from "~/.server/db/schema-my-catalogue";

// What a sample request's handling may be (the page's form and the server
// agree on it): its statuses, in the order a stand works through them, and
// the longest note.

export const DESK_SAMPLE_STATUSES = ["open", "sent", "declined"] as const satisfies readonly SampleRequestStatus[];
export const MAX_STATUS_NOTE = 1000;

/** Sample requests on one page of the desk. */
export const DESK_SAMPLES_PAGE = 50;
