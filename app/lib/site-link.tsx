import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation } from "react-router";

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

/** What <NavLink> takes here: a path of this site, and a class that may depend on whether it is the current page. */
export type SiteNavLinkProps = Omit<LinkProps, "className" | "to"> & {
  to: string;
  end?: boolean;
  className?: NavLinkProps["className"];
};

/**
 * The anchor <NavLink> renders on the server for a path of this site at
 * `pathname`, or null for any other target. As <NavLink> decides: the link
 * is active when its path (its query and hash aside) is the page's, or,
 * unless `end`, a parent of it, case ignored. On the server no navigation
 * is under way, so it is never pending or transitioning.
 */
export function serverNavAnchorProps(
  { "aria-current": ariaCurrent = "page", className, end = false, style, to, ...rest }: SiteNavLinkProps,
  pathname: string,
): React.ComponentProps<"a"> | null {
  const path = to.split(/[?#]/, 1)[0].toLowerCase();
  const at = pathname.toLowerCase();
  const endSlash = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  const isActive = at === path || (!end && at.startsWith(path) && at.charAt(endSlash) === "/");
  // In <NavLink>'s order: what it passes on, then aria-current, class and style (serverAnchorProps adds href, target and data-discover).
  return serverAnchorProps({
    ...rest,
    "aria-current": isActive ? ariaCurrent : undefined,
    className:
      typeof className === "function"
        ? className({ isActive, isPending: false, isTransitioning: false })
        : [className, isActive ? "active" : null].filter(Boolean).join(" "),
    style,
    to,
  });
}

/**
 * A tab that marks the current page: React Router's <NavLink>, written on
 * the server as its anchor, as SiteLink writes <Link>'s (<NavLink> resolves
 * its path and renders a <Link>: 0.28 ms of a catalogue page's four tabs in
 * the CPU profile of 2026-12-03).
 */
export function SiteNavLink(props: SiteNavLinkProps) {
  const { pathname } = useLocation();
  if (import.meta.env.SSR) {
    const anchor = serverNavAnchorProps(props, pathname);
    if (anchor) return <a {...anchor} />;
  }
  return <NavLink {...props} />;
}
