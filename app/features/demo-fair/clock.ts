// Timestamps of generated records, derived from the event dates rather than
// the wall clock so that the same seed always gives the same fair.

const DAY = 86_400_000;

/** Milliseconds of a YYYY-MM-DD date at 00:00 UTC. */
function dateMs(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

/**
 * Spreads `count` records evenly over [fromDate, toDate), office hours only:
 * record i gets a stable timestamp that depends only on i and the window.
 */
export function spread(fromDate: string, toDate: string, count: number): (i: number) => string {
  const from = dateMs(fromDate);
  const days = Math.max(1, Math.round((dateMs(toDate) - from) / DAY));
  const perDay = Math.max(1, Math.ceil(count / days));
  const slot = Math.floor((9 * 3_600_000) / perDay); // within 08:00–17:00
  return (i) => {
    const day = Math.floor(i / perDay);
    const within = i % perDay;
    return new Date(from + day * DAY + 8 * 3_600_000 + within * slot).toISOString();
  };
}
