// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toggleValue } from "./search-state";
import { type SearchResultData, useHashSearch } from "./use-hash-search";

const ENDPOINT = "/api/search/fair/products";

function result(filters: Record<string, string[]>, total: number): SearchResultData<string> {
  return { total, page: 1, pageSize: 24, hits: [], facets: {}, filters };
}

const initial = result({}, 100);

function Probe() {
  const [openFacets, setOpenFacets] = useState<string[]>([]);
  const search = useHashSearch({ initial, endpoint: ENDPOINT, locale: "de", openFacets });
  return (
    <div>
      <p data-testid="total">{search.result.total}</p>
      <p data-testid="filters">{JSON.stringify(search.filters)}</p>
      <p data-testid="status">{search.status}</p>
      <button type="button" onClick={() => search.update(toggleValue(search.filters, "color", "red"))}>
        red
      </button>
      <button type="button" onClick={() => setOpenFacets((open) => [...open, "region"])}>
        unfold region
      </button>
    </div>
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: "/products", element: <Probe /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), "http://x");
    const country = url.searchParams.get("country");
    const color = url.searchParams.get("color");
    const filters: Record<string, string[]> = {};
    if (country) filters.country = country.split(",");
    if (color) filters.color = color.split(",");
    return new Response(JSON.stringify(result(filters, color ? 7 : 40)), {
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useHashSearch", () => {
  it("shows the server's results when the URL has no filters in the hash", () => {
    renderAt("/products#main");
    expect(screen.getByTestId("total").textContent).toBe("100");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches the results of a shared hash link, with the page's locale", async () => {
    renderAt("/products#country=DE,AT");
    await waitFor(() => expect(screen.getByTestId("total").textContent).toBe("40"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // One spelling per search (names and values sorted), so HTTP caches share it.
    expect(String(fetchMock.mock.calls[0][0])).toBe(`${ENDPOINT}?country=AT,DE&locale=de&fold=1`);
    expect(screen.getByTestId("filters").textContent).toBe(JSON.stringify({ country: ["AT", "DE"] }));
  });

  it("writes a toggled value into the hash and fetches, then restores the previous search on back", async () => {
    const router = renderAt("/products#country=DE");
    await waitFor(() => expect(screen.getByTestId("total").textContent).toBe("40"));
    act(() => screen.getByRole("button", { name: "red" }).click());
    expect(router.state.location.hash).toBe("#country=DE&color=red");
    await waitFor(() => expect(screen.getByTestId("total").textContent).toBe("7"));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await act(() => router.navigate(-1));
    expect(router.state.location.hash).toBe("#country=DE");
    expect(screen.getByTestId("total").textContent).toBe("40");
    // Seen before: no second request.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("ignores a malformed hash part by part", async () => {
    renderAt("/products#country=DE&=x&broken=%E0%A4%A");
    await waitFor(() => expect(screen.getByTestId("total").textContent).toBe("40"));
    expect(String(fetchMock.mock.calls[0][0])).toBe(`${ENDPOINT}?country=DE&locale=de&fold=1`);
  });

  it("keeps the last results and says so when the search fails", async () => {
    fetchMock.mockImplementation(async () => new Response("{}", { status: 500 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/products#country=DE");
    await waitFor(() => expect(screen.getByTestId("status").textContent).toBe("error"));
    expect(screen.getByTestId("total").textContent).toBe("100");
  });

  it("asks for an unfolded facet whole, for the server's search and every later one", async () => {
    const router = renderAt("/products");
    act(() => screen.getByRole("button", { name: "unfold region" }).click());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0][0])).toBe(`${ENDPOINT}?locale=de&fold=1&more=region`);
    await waitFor(() => expect(screen.getByTestId("total").textContent).toBe("40"));
    act(() => screen.getByRole("button", { name: "red" }).click());
    await waitFor(() => expect(screen.getByTestId("total").textContent).toBe("7"));
    expect(String(fetchMock.mock.calls[1][0])).toBe(`${ENDPOINT}?color=red&locale=de&fold=1&more=region`);
    expect(router.state.location.hash).toBe("#color=red");
  });
});
