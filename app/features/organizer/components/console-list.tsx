import { Form, Link } from "react-router";
import { SECONDARY_BUTTON } from "~/components/ui/styles";

// The parts every list of the organizer's console shares: a search box that
// keeps the named event, the look of its table, and previous/next links
// between pages.

export function ConsoleSearch(props: {
  id: string;
  label: string;
  button: string;
  q: string;
  eventParam: string | null;
}) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      {props.eventParam ? <input type="hidden" name="event" value={props.eventParam} /> : null}
      <div className="min-w-64 grow">
        <label htmlFor={props.id} className="block text-sm font-semibold">
          {props.label}
        </label>
        <input
          id={props.id}
          type="search"
          name="q"
          defaultValue={props.q}
          className="mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2"
        />
      </div>
      <button type="submit" className={SECONDARY_BUTTON}>
        {props.button}
      </button>
    </Form>
  );
}

/**
 * How the console's lists look as tables (`DataTable`): small type, rows
 * aligned at their top, no space after the last column.
 */
export const CONSOLE_TABLE = {
  tableClassName: "text-sm",
  rowClassName: "border-b border-line align-top",
  cellClassName: "py-2 pr-3 last:pr-0",
} as const;

/** Previous and next, with `href(n)` the address of page n; nothing when everything fits on one page. */
export function ConsolePager(props: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  previous: string;
  next: string;
}) {
  if (props.pages <= 1) return null;
  return (
    <nav aria-label={props.label} className="flex gap-3">
      {props.page > 1 ? (
        <Link to={props.href(props.page - 1)} className={SECONDARY_BUTTON}>
          {props.previous}
        </Link>
      ) : null}
      {props.page < props.pages ? (
        <Link to={props.href(props.page + 1)} className={SECONDARY_BUTTON}>
          {props.next}
        </Link>
      ) : null}
    </nav>
  );
}

/** The address of another page of a searched list, keeping the named event and the search. */
export function pageHref(options: { eventParam: string | null; q: string }, page: number): string {
  const params = new URLSearchParams();
  if (options.eventParam) params.set("event", options.eventParam);
  if (options.q) params.set("q", options.q);
  params.set("page", String(page));
  return `?${params}`;
}
