import { matchRoutes, type RouteObject } from "react-router";

// The `route` of a request in metrics and logs: the Express route pattern
// that answered it ("/api/collections/:collectionId/users/:uid/favorites/:id"),
// the React Router route of a page ("page:routes/catalogue/product"), or one
// of a few fixed names. Never the URL itself: one series per URL would grow
// without bound, and URLs carry tokens (a calendar feed's).

/** The part of React Router's server build this needs: each route with its parent. */
export type RouteManifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean } | undefined
>;

export function createRouteLabeler(manifest: RouteManifest): (pathname: string) => string {
  const byParent = new Map<string | undefined, RouteObject[]>();
  const objects = new Map<string, RouteObject>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const object = (
      route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: [] }
    ) as RouteObject;
    objects.set(route.id, object);
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(object);
    byParent.set(route.parentId, siblings);
  }
  for (const [parentId, children] of byParent) {
    const parent = parentId === undefined ? undefined : objects.get(parentId);
    if (parent && !parent.index) parent.children = children;
  }
  const tree = byParent.get(undefined) ?? [];
  // matchRoutes flattens and ranks the whole route tree at every call (0.3 ms
  // here, most of a cached page's answer): the labels of the paths asked
  // lately are kept, the oldest forgotten first.
  const known = new Map<string, string>();
  return (pathname) => {
    if (pathname.startsWith("/assets/")) return "/assets";
    if (pathname.startsWith("/media/")) return "/media";
    if (pathname === "/api" || pathname.startsWith("/api/")) return "/api (unmatched)";
    let label = known.get(pathname);
    if (label === undefined) {
      const last = matchRoutes(tree, pathname)?.at(-1)?.route.id;
      label = last && last !== "root" ? `page:${last}` : /^\/[\w.-]+\.\w+$/.test(pathname) ? "file" : "unmatched";
      if (known.size >= KNOWN_PATHS) known.delete(known.keys().next().value as string);
      known.set(pathname, label);
    }
    return label;
  };
}

/** Paths whose label is kept: the pages a site answers most often. */
const KNOWN_PATHS = 4096;
