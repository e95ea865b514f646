// Class names every page's buttons and notices share: one look for the
// primary action, a secondary one, a destructive one, an alert and a notice.

export const PRIMARY_BUTTON =
  "inline-block rounded-md bg-primary px-4 py-2 font-medium text-paper no-underline hover:bg-primary-dark hover:text-paper disabled:opacity-60";
export const SECONDARY_BUTTON =
  "inline-block rounded-md border border-line bg-paper px-4 py-2 font-medium text-ink no-underline hover:border-primary hover:text-primary";
export const DANGER_BUTTON =
  "inline-block rounded-md bg-danger px-4 py-2 font-medium text-paper hover:opacity-90 disabled:opacity-60";
export const ALERT = "rounded-md border border-danger px-4 py-3 text-danger";
export const NOTICE = "rounded-md border border-success px-4 py-3 text-success";
