import { z } from "zod";
import {
  ANALYTICS_MAX_BATCH,
  ANALYTICS_MAX_URL,
  OUTBOUND_LINK_KINDS,
  storablePath,
  targetOf,
} from "./analytics-events";

// The schema of POST /api/analytics/events (docs/analytics.md), apart from
// analytics-events.ts so zod never reaches the browser's first load.

const path = z
  .string()
  .max(ANALYTICS_MAX_URL)
  .regex(/^\/(?!\/)/, "must be a path of this site")
  .transform(storablePath);

const pageView = z.strictObject({ kind: z.literal("page_view"), path });
const outboundClick = z.strictObject({
  kind: z.literal("outbound_click"),
  path,
  target: z
    .string()
    .max(ANALYTICS_MAX_URL)
    .transform((url, ctx) => {
      const target = targetOf(url);
      if (target) return target;
      ctx.addIssue({ code: "custom", message: "must be an http(s) URL" });
      return z.NEVER;
    }),
  link: z.enum(OUTBOUND_LINK_KINDS),
});

export const analyticsBatchSchema = z.strictObject({
  locale: z.string().max(10).optional(),
  events: z
    .array(z.discriminatedUnion("kind", [pageView, outboundClick]))
    .min(1)
    .max(ANALYTICS_MAX_BATCH),
});

export type AnalyticsEventInput = z.output<typeof analyticsBatchSchema>["events"][number];
