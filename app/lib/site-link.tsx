import { Link, type LinkProps } from "react-router";

// React Router's <Link> resolves its target twice for every render (its href
// and its click handler, each by stringifying and parsing the route matches)
// and sets up prefetching and click handling: 10–20 µs and about 7 KB of
// garbage a link on the server, where none of it is used. A cold page of the
// catalogue renders 30–50 links (docs/benchmarks.md). On the server a link
// to a path of this site is therefore the anchor <Link> would render,
// written directly; in the browser it is <Link>, so hydration finds the same
// element and clicks, prefetching and view transitions work as before. The
// site has no basename (react-router.config.ts), which <Link> would put
// before the path: the unit test holds that too.

/** What <Link> takes and does not pass on to its anchor. */
const LINK_ONLY = new Set([
  "to",
  "discover",
  "prefetch",
  "relative",
  "reloadDocument",
  "replace",
  "mask",
  "state",
  "target",
  "preventScrollReset",
  "viewTransition",
  "defaultShouldRevalidate",
  "onClick",
]);

/** The anchor <Link> renders on the server for a path of this site (from `links`), or null for any other target. */
export function serverAnchorProps(props: LinkProps): React.ComponentProps<"a"> | null {
  const { to } = props;
  // Only a path from the site's root is its own href; relative paths, URLs
  // ("//host", "https:") and objects are resolved by <Link>.
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return null;
  // In <Link>'s order: the attributes given, then href, target and data-discover.
  const anchor: Record<string, unknown> = {};
  for (const name in props) if (!LINK_ONLY.has(name)) anchor[name] = props[name as keyof LinkProps];
  anchor.href = to;
  anchor.target = props.target;
  anchor["data-discover"] = (props.discover ?? "render") === "render" ? "true" : undefined;
  return anchor as React.ComponentProps<"a">;
}

/** A link to a page of this site: React Router's <Link>, written as its anchor when rendered on the server. */
export function SiteLink(props: LinkProps) {
  if (import.meta.env.SSR) {
    const anchor = serverAnchorProps(props);
    if (anchor) return <a {...anchor} />;
  }
  return <Link {...props} />;
}
