import { beforeEach, describe, expect, it, vi } from "vitest";

// Readiness: migrated, the primary event's index built, not stopping.

const search = vi.hoisted(() => ({ ready: [] as string[], primary: undefined as string | null | undefined }));
vi.mock("~/features/search/search-service.server", () => ({ searchReadyEvents: () => search.ready }));
vi.mock("~/features/search/warm-search.server", () => ({ primaryEventOfStart: () => search.primary }));

beforeEach(() => {
  vi.resetModules();
  search.ready = [];
  search.primary = undefined;
});

async function load() {
  const lifecycle = await import("~/.server/lifecycle");
  const { notReadyReason } = await import("./api-health");
  return { lifecycle, notReadyReason };
}

describe("GET /api/health/ready", () => {
  it("is not ready before the migrations, nor while the primary event's index builds", async () => {
    const { lifecycle, notReadyReason } = await load();
    expect(notReadyReason()).toBe("not_migrated");
    lifecycle.markMigrated();
    expect(notReadyReason()).toBe("search_index_building");
    search.primary = "fair";
    search.ready = ["another"];
    expect(notReadyReason()).toBe("search_index_building");
    search.ready = ["another", "fair"];
    expect(notReadyReason()).toBeNull();
  });

  it("is ready without any event once migrated, and not ready from the stop on", async () => {
    const { lifecycle, notReadyReason } = await load();
    lifecycle.markMigrated();
    search.primary = null;
    expect(notReadyReason()).toBeNull();
    lifecycle.beginStopping();
    expect(notReadyReason()).toBe("stopping");
  });
});
