// Every API route (server/api*.ts) and every page action (app/routes with an
// `action`) the fuzzer sends malformed requests to. targets.test.ts holds
// that the API list matches the routers' sources, so a new route is fuzzed
// or the test says which is missing.

export type BodyKind = "json" | "form" | "image" | "file" | "none";

export interface Target {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** With :params, filled from the fuzz context or with malformed ids. */
  path: string;
  body: BodyKind;
  /** Sent with the admin token (and without it). */
  admin?: boolean;
  /**
   * Calls a service of its own (the product API), which the fuzz server points
   * at a closed port: 502 ("could not be reached") is its right answer then.
   */
  upstream?: boolean;
}

const USER = "/api/collections/:collectionId/users/:uid";
const EVENT = "/api/collections/:collectionId";

export const API_TARGETS: Target[] = [
  { method: "GET", path: "/api/health", body: "none" },
  { method: "GET", path: "/api/me", body: "none" },
  { method: "POST", path: "/api/graphql", body: "json" },
  { method: "GET", path: "/api/graphql", body: "none" },
  { method: "POST", path: "/api/auth/sign-in/email", body: "json" },
  { method: "POST", path: "/api/auth/sign-up/email", body: "json" },
  { method: "POST", path: "/api/auth/sign-in/magic-link", body: "json" },
  { method: "POST", path: "/api/auth/request-password-reset", body: "json" },
  { method: "POST", path: "/api/auth/reset-password", body: "json" },
  { method: "GET", path: "/api/auth/magic-link/verify", body: "none" },
  { method: "GET", path: "/api/auth/verify-email", body: "none" },
  { method: "GET", path: "/api/auth/get-session", body: "none" },
  { method: "POST", path: "/api/auth/update-user", body: "json" },
  { method: "GET", path: "/api/auth-popup/:providerId", body: "none" },
  { method: "GET", path: USER, body: "none" },
  { method: "PUT", path: USER, body: "json" },
  { method: "POST", path: `${USER}/profile-image`, body: "image" },
  // The live stream: the fuzzer reads its status and headers, then leaves.
  { method: "GET", path: `${USER}/live`, body: "none" },
  { method: "GET", path: `${USER}/favorites`, body: "none" },
  { method: "PUT", path: `${USER}/favorites/:productId`, body: "json" },
  { method: "DELETE", path: `${USER}/favorites/:productId`, body: "none" },
  { method: "POST", path: `${USER}/favorites/:productId/tags`, body: "json" },
  { method: "DELETE", path: `${USER}/favorites/:productId/tags/:tag`, body: "none" },
  { method: "GET", path: `${USER}/lists`, body: "none" },
  { method: "POST", path: `${USER}/lists`, body: "json" },
  { method: "PUT", path: `${USER}/lists/:listId`, body: "json" },
  { method: "DELETE", path: `${USER}/lists/:listId`, body: "none" },
  { method: "GET", path: `${USER}/tastingNotes`, body: "none" },
  { method: "PUT", path: `${USER}/tastingNotes/:productId`, body: "json" },
  { method: "DELETE", path: `${USER}/tastingNotes/:productId`, body: "none" },
  { method: "GET", path: `${USER}/sampleCart`, body: "none" },
  { method: "PUT", path: `${USER}/sampleCart/:productId`, body: "json" },
  { method: "DELETE", path: `${USER}/sampleCart/:productId`, body: "none" },
  { method: "POST", path: `${USER}/sampleRequests`, body: "json" },
  { method: "POST", path: `${EVENT}/exhibitors/:exhibitorId/contacts/:contactId/messages`, body: "json" },
  { method: "POST", path: "/api/exports", body: "json" },
  { method: "GET", path: "/api/exports/booklet.pdf", body: "none" },
  { method: "GET", path: "/api/exports/booklet.xlsx", body: "none" },
  { method: "GET", path: "/api/exports/:exportId", body: "none" },
  { method: "GET", path: "/api/exports/:exportId/file", body: "none" },
  { method: "GET", path: `${EVENT}/people`, body: "none" },
  { method: "GET", path: `${EVENT}/people/:personId/slots`, body: "none" },
  { method: "GET", path: `${EVENT}/meetings`, body: "none" },
  { method: "POST", path: `${EVENT}/meetings`, body: "json" },
  { method: "GET", path: `${EVENT}/meetings/:meetingId`, body: "none" },
  { method: "POST", path: `${EVENT}/meetings/:meetingId/:meetingAction`, body: "json" },
  { method: "POST", path: `${EVENT}/meetings/:meetingId/reschedule`, body: "json" },
  { method: "GET", path: `${EVENT}/schedule`, body: "none" },
  { method: "POST", path: `${EVENT}/schedule/blocks`, body: "json" },
  { method: "DELETE", path: `${EVENT}/schedule/blocks/:blockId`, body: "none" },
  { method: "GET", path: `${EVENT}/schedule/calendar-url`, body: "none" },
  { method: "POST", path: `${EVENT}/schedule/calendar-url`, body: "json" },
  { method: "DELETE", path: `${EVENT}/schedule/calendar-url`, body: "none" },
  { method: "GET", path: "/api/calendar/:token.ics", body: "none" },
  { method: "GET", path: `${EVENT}/meetings/:meetingId.ics`, body: "none" },
  { method: "GET", path: "/api/search/:collectionId/products", body: "none" },
  { method: "GET", path: "/api/search/:collectionId/exhibitors", body: "none" },
  { method: "PATCH", path: "/api/admin/products/:productId", body: "json", admin: true },
  { method: "PATCH", path: "/api/admin/events/:collectionId/products/:productId", body: "json", admin: true },
  { method: "DELETE", path: "/api/admin/events/:collectionId/products/:productId", body: "none", admin: true },
  { method: "PATCH", path: "/api/admin/exhibitors/:exhibitorId", body: "json", admin: true },
  { method: "POST", path: "/api/admin/people", body: "json", admin: true },
  { method: "PATCH", path: "/api/admin/events/:collectionId/settings", body: "json", admin: true },
  { method: "POST", path: "/api/admin/events/:collectionId/sync", body: "json", admin: true, upstream: true },
  { method: "POST", path: "/api/organizer/events/:collectionId/imports", body: "file" },
  { method: "POST", path: "/api/organizer/events/:collectionId/imports/:importId", body: "json" },
  { method: "GET", path: "/api/organizer/events/:collectionId/import-templates/:kind.csv", body: "none" },
  { method: "POST", path: "/api/organizer/events/:collectionId/sync", body: "json", upstream: true },
  { method: "GET", path: "/api/no-such-route/:productId", body: "none" },
];

/** Page form actions, and pages without one (a POST to those must be refused too). */
export const PAGE_TARGETS: Target[] = [
  "/:locale/my/bookmarks",
  "/:locale/my/lists",
  "/:locale/my/list",
  "/:locale/my/cart",
  "/:locale/my/claim",
  "/:locale/my/profile",
  "/:locale/my/schedule",
  "/:locale/my/tasting-notes",
  "/:locale/my/meetings/:meetingId/:meetingAction",
  "/:locale/people/:personId",
  "/:locale/onboarding",
  "/:locale/registrations/:registrationId/representatives/:representativeId/onboarding",
  "/:locale/attendees/:personId/onboarding",
  "/:locale/reset-password",
  "/:locale/sign-in/link",
  "/:locale/catalog",
  "/:locale/organizer",
  "/:locale/organizer/organizers",
  "/:locale/organizer/audit",
  "/:locale/organizer/products/:productId",
  "/:locale/organizer/pages",
  "/:locale/organizer/pages/:pageId",
  "/p/:locale/events/:collectionId/products",
  "/p/:locale/events/:collectionId/products/:productId",
].flatMap((path) => [
  { method: "POST" as const, path, body: "form" as const },
  // React Router's data requests for the same route.
  { method: "POST" as const, path: `${path}.data`, body: "form" as const },
  { method: "GET" as const, path, body: "none" as const },
]);

/** The intents the page forms send, and field names they use. */
export const INTENTS = [
  "addTag",
  "removeTag",
  "block-part",
  "add",
  "block-range",
  "calendar-renew",
  "calendar-revoke",
  "claim",
  "create",
  "delete",
  "fix",
  "image",
  "move",
  "person",
  "profile",
  "publish",
  "remove",
  "rename",
  "save",
  "step",
  "submit",
  "unblock",
  "withdraw",
];

export const FIELD_NAMES = [
  "intent",
  "name",
  "tag",
  "listId",
  "productId",
  "id",
  "userId",
  "language",
  "base",
  "tastingNotesEnabled",
  "meetingDays",
  "slotMinutes",
  "timezone",
  "note",
  "rating",
  "displayName",
  "jobTitle",
  "email",
  "password",
  "newPassword",
  "token",
  "message",
  "telephone",
  "start",
  "day",
  "from",
  "to",
  "blockId",
  "shareContactDetails",
  "acceptTerms",
  "companyName",
  "country",
  "registrationId",
  "representativeId",
  "step",
  "primaryRole",
  "scales.sweetness",
  "slug",
  "kind",
  "title",
  "body",
  "version",
  "locale",
  "image",
  "alt",
];
