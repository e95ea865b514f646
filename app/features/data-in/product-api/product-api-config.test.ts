import { describe, expect, it } from "vitest";
import type { Env } from "~/.server/env";
import { productApiConfig } from "./product-api-config.server";

const settings = (values: Partial<Env>) =>
  ({
    PRODUCT_API_URL: "https://api.example.com/graphql",
    PRODUCT_API_CACHE_HEADER: "Cache-Control: no-cache",
    PRODUCT_API_TIMEOUT_MS: 30_000,
    PRODUCT_API_RETRIES: 4,
    ...values,
  }) as Env;

describe("productApiConfig", () => {
  it("splits the cache-force header into its name and value", () => {
    expect(productApiConfig(settings({})).cacheHeader).toEqual(["Cache-Control", "no-cache"]);
    expect(productApiConfig(settings({ PRODUCT_API_CACHE_HEADER: "x-force-cache:  true " })).cacheHeader).toEqual([
      "x-force-cache",
      "true",
    ]);
  });

  it("passes the endpoint, token, timeout and retries through", () => {
    const config = productApiConfig(settings({ PRODUCT_API_TOKEN: "secret", PRODUCT_API_RETRIES: 2 }));
    expect(config).toMatchObject({
      url: "https://api.example.com/graphql",
      token: "secret",
      timeoutMs: 30_000,
      retries: 2,
    });
  });
});
