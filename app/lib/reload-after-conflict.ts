import type { ShouldRevalidateFunctionArgs } from "react-router";

// A page whose change was refused because the data moved on (409) reloads
// what it shows, so the reader sees what is stored now; React Router leaves
// the page's data as it was after any other refused action (4xx). An
// earlier change's reload that a quick next click cancelled is made up for
// too.

export function reloadAfterConflict({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return actionStatus === 409 || defaultShouldRevalidate;
}
