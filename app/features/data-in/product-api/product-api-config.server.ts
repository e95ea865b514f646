import type { Env } from "~/.server/env";
import type { ProductApiConfig } from "./graphql-client.server";

/** The product API's settings (PRODUCT_API_*, .env.example) as the client takes them. */
export function productApiConfig(env: Env): ProductApiConfig {
  const colon = env.PRODUCT_API_CACHE_HEADER.indexOf(":");
  return {
    url: env.PRODUCT_API_URL,
    token: env.PRODUCT_API_TOKEN,
    cacheHeader: [
      env.PRODUCT_API_CACHE_HEADER.slice(0, colon).trim(),
      env.PRODUCT_API_CACHE_HEADER.slice(colon + 1).trim(),
    ],
    timeoutMs: env.PRODUCT_API_TIMEOUT_MS,
    retries: env.PRODUCT_API_RETRIES,
    backoffMs: 500,
  };
}
