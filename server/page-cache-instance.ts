import { PageCache } from "~/.server/cache/page-cache";
import { env } from "~/.server/env";

export const pageCache = new PageCache(env().PAGE_CACHE_MAX_MB * 1024 * 1024);
