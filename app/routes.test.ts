import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterEach, describe, expect, it, vi } from "vitest";

// The development tools' routes (GraphiQL) are in the route list of a
// development server and left out of a production build.

function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [path, ...paths(entry.children ?? [], path)];
  });
}

async function routePaths(nodeEnv: string): Promise<string[]> {
  vi.stubEnv("NODE_ENV", nodeEnv);
  vi.resetModules();
  const { default: routes } = await import("./routes");
  return paths(await routes);
}

describe("routes", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("has GraphiQL in development", async () => {
    expect(await routePaths("development")).toContain("/:locale/dev/graphiql");
  });

  it("leaves GraphiQL out of a production build", async () => {
    const production = await routePaths("production");
    expect(production).not.toContain("/:locale/dev/graphiql");
    // The rest of the site is there.
    expect(production).toContain("/:locale/catalog");
  });
});
