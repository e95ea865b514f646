import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, callApi, isRetryable, OfflineError } from "./api-client";
import { pendingWriteCount } from "./pending-writes";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("callApi", () => {
  it("sends a write as JSON that outlives the page, and answers the server's JSON", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    const fetch = answering(200, { favorite: { id: "p1" } });
    await expect(callApi("/api/x", { method: "PUT", body: { type: "product" } })).resolves.toEqual({
      favorite: { id: "p1" },
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/x",
      expect.objectContaining({ method: "PUT", keepalive: true, body: '{"type":"product"}' }),
    );
    expect(pendingWriteCount()).toBe(0);
  });

  it("turns the server's error into an ApiError with its message key", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    answering(404, { error: { code: "not_found", message: "No such product.", messageKey: "catalogue:notFound" } });
    const error = await callApi("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", messageKey: "catalogue:notFound" });
    expect(isRetryable(error)).toBe(false);
  });

  it("makes no request while the browser says it is offline, and fails as a fetch without a network would", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const fetch = answering(200, {});
    const error = await callApi("/api/x", { method: "PUT", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect(error).toBeInstanceOf(TypeError);
    expect(isRetryable(error)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(pendingWriteCount()).toBe(0);
  });
});
