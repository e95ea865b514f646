import type { ShouldRevalidateFunctionArgs } from "react-router";

// A list page's searches live in the hash: a change of it is answered in the
// browser (the search API, or the saved fair on the device), not by the
// page's loader, which offline could not answer at all. A new query string
// (a link, the producers' search) or a form still loads.

export function keepDataOnHashChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
}
