import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_TARGETS, PAGE_TARGETS } from "./targets";

// The fuzzer attacks every API route: read the routers' sources (server/api*.ts)
// and find each route in API_TARGETS, so a new route is fuzzed or this test
// names it. Parameter names may differ (the fuzzer names them by what fills them).

const SERVER = new URL("../../server/", import.meta.url);
const sources = readdirSync(SERVER)
  .filter((name) => name.startsWith("api") && name.endsWith(".ts") && !name.includes(".test."))
  .map((name) => readFileSync(new URL(name, SERVER), "utf8"));

/** Where each router is mounted under /api ("exportsApiRouter" → "/exports"). */
function mountPrefixes(): Map<string, string> {
  const prefixes = new Map<string, string>();
  const api = readFileSync(new URL("api.ts", SERVER), "utf8");
  for (const [, prefix, router] of api.matchAll(/apiRouter\.use\((?:"([^"]*)",\s*)?(\w+Router)\)/g))
    prefixes.set(router, prefix ?? "");
  const admin = readFileSync(new URL("api-admin.ts", SERVER), "utf8");
  for (const [, router] of admin.matchAll(/adminRouter\.use\((\w+Router)\)/g))
    prefixes.set(router, prefixes.get("adminRouter") ?? "/admin");
  return prefixes;
}

function routesInSources(): { method: string; path: string }[] {
  const prefixes = mountPrefixes();
  const routes: { method: string; path: string }[] = [];
  for (const source of sources) {
    const constants = new Map(
      [...source.matchAll(/const ([A-Z_]+) = "([^"]+)";/g)].map(([, name, value]) => [name, value] as const),
    );
    const resolve = (text: string) =>
      text
        .replace(/\$\{([A-Za-z_]+)\}/g, (_, name: string) => constants.get(name) ?? `:${name}`)
        .replace(/^([A-Z_]+)$/, (_, name: string) => constants.get(name) ?? name);
    for (const [, router, method, arg] of source.matchAll(
      /(\w+Router)\.(get|post|put|patch|delete|all)\(\s*(\[[^\]]*\]|`[^`]*`|"[^"]*"|[A-Z_]+)/g,
    )) {
      const paths = arg.startsWith("[")
        ? [...arg.matchAll(/"([^"]+)"/g)].map((m) => m[1])
        : [arg.replace(/^[`"]|[`"]$/g, "")];
      for (const path of paths)
        routes.push({ method: method.toUpperCase(), path: `/api${prefixes.get(router) ?? ""}${resolve(path)}` });
    }
  }
  return routes;
}

const shape = (path: string) => path.replace(/:[A-Za-z]+/g, ":").replace(/(.)\/$/, "$1");

/** A route's path with its parents' (a child of route("my/desk", …, [ … ]) is under my/desk). */
function fullPath(config: string, match: RegExpMatchArray): string {
  const parents = [...config.matchAll(/route\(\s*"([^"]+)",\s*"routes\/[^"]+",\s*\[/g)].filter((parent) => {
    const open = (parent.index ?? 0) + parent[0].length;
    let depth = 1;
    let at = open;
    while (depth > 0 && at < config.length) {
      if (config[at] === "[") depth++;
      else if (config[at] === "]") depth--;
      at++;
    }
    return (match.index ?? 0) > open && (match.index ?? 0) < at;
  });
  return [...parents.map((parent) => parent[1]), match[1]].join("/");
}

describe("the fuzzer's targets", () => {
  it("cover every API route the routers define", () => {
    const routes = routesInSources();
    expect(routes.length).toBeGreaterThan(40);
    const targets = new Set(API_TARGETS.map((t) => `${t.method} ${shape(t.path)}`));
    const missing = routes.filter(({ method, path }) => {
      if (path.includes("{*")) return !API_TARGETS.some((t) => t.path.startsWith(path.slice(0, path.indexOf("{*"))));
      if (method === "ALL") return !API_TARGETS.some((t) => shape(t.path) === shape(path));
      return !targets.has(`${method} ${shape(path)}`);
    });
    expect(missing).toEqual([]);
  });

  it("cover every page route with an action", () => {
    const routesDir = new URL("../../app/routes/", import.meta.url);
    const config = readFileSync(new URL("../../app/routes.ts", import.meta.url), "utf8");
    const withAction = [...config.matchAll(/route\(\s*"([^"]+)",\s*"routes\/([^"]+)"/g)].filter(([, , file]) =>
      /export (async function|const) action/.test(readFileSync(new URL(file, routesDir), "utf8")),
    );
    expect(withAction.length).toBeGreaterThan(10);
    const posted = new Set(PAGE_TARGETS.filter((t) => t.method === "POST").map((t) => shape(t.path)));
    const missing = withAction
      .map((match) => `/:locale/${fullPath(config, match)}`)
      .filter((path) => !posted.has(shape(path)));
    expect(missing).toEqual([]);
  });
});
