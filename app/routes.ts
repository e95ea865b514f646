import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Every page route of docs/product/catalogue.md that exists so far. The catalogue answers with
// and without a locale; under an event, list segments (exhibitors, products,
// producers, productLists, areas) are configurable per event, so the section
// routes match any segment and check it against the event's settings.

const eventRoutes = [
  index("routes/event/home.tsx", { id: "event-home" }),
  // A static segment: it ranks above the configurable sections below.
  route("pages/:slug", "routes/content/page.tsx", { id: "event-content-page" }),
  route(":section", "routes/event/section.tsx", { id: "event-section" }),
  route(":section/:itemId", "routes/event/item.tsx", { id: "event-item" }),
  route(":section/by-exhibitor/:companyId/:productId", "routes/event/product.tsx", {
    id: "product-by-exhibitor",
  }),
  route(":section/by-producer/:producerId/:productId", "routes/event/product.tsx", {
    id: "product-by-producer",
  }),
];

// Development tools that production builds leave out (`react-router build`
// runs with NODE_ENV=production); their loaders refuse outside development too.
const developmentRoutes =
  process.env.NODE_ENV === "production" ? [] : [route("dev/graphiql", "routes/dev/graphiql.tsx")];

export default [
  index("routes/home.tsx", { id: "home" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:name", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("q/:code", "routes/q.tsx"),
  route("b/:code", "routes/badge/code.ts"),
  route("cms-preview/pages/noPreview", "routes/cms-preview/no-preview.tsx"),
  route("cms-preview/pages/:pageId", "routes/cms-preview/preview.tsx", { id: "cms-preview-page" }),
  route("cms-preview/regions/:pageId", "routes/cms-preview/preview.tsx", { id: "cms-preview-region" }),
  // With and without a locale: one route tree (an optional segment), so the route manifest
  // every page loads lists each event route once (decision 0029).
  route("p/:locale?/events/:collectionId", "routes/event/layout.tsx", { id: "event" }, eventRoutes),
  ...prefix(":locale", [
    index("routes/home.tsx", { id: "localized-home" }),
    route("catalog", "routes/catalog/index.tsx"),
    route("offline", "routes/offline.tsx"),
    route("scan", "routes/scan.tsx"),
    route("catalog/:page", "routes/catalog/exhibitor.tsx"),
    route("sign-in", "routes/auth/sign-in.tsx"),
    route("sign-in/link", "routes/auth/sign-in-link.tsx"),
    route("sign-in/done", "routes/auth/sign-in-done.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("dev/mailbox", "routes/dev/mailbox.tsx"),
    route("dev/mailbox/:file", "routes/dev/mailbox-message.tsx"),
    ...developmentRoutes,
    route("my/profile", "routes/my/profile.tsx"),
    route("my/claim", "routes/my/claim.tsx"),
    route("my/tasting-notes", "routes/my/tasting-notes.tsx"),
    route("my/booklet", "routes/my/booklet.tsx"),
    route("my/cart", "routes/my/cart.tsx"),
    route("my/bookmarks", "routes/my/bookmarks.tsx"),
    route("my/lists", "routes/my/lists.tsx"),
    route("my/list", "routes/my/list.tsx"),
    route("my/catalog", "routes/my/catalog.tsx"),
    route("my/messages", "routes/my/messages.tsx"),
    route("my/messages/:conversationId", "routes/my/conversation.tsx"),
    route("my/desk", "routes/my/desk.tsx", [
      index("routes/my/desk-samples.tsx"),
      route("messages", "routes/my/desk-messages.tsx"),
      route("meetings", "routes/my/desk-meetings.tsx"),
      route("bookmarks", "routes/my/desk-bookmarks.tsx"),
      route("people", "routes/my/desk-people.tsx"),
      route("leads", "routes/my/desk-leads.tsx"),
    ]),
    route("my/desk/export/:section", "routes/my/desk-export.ts"),
    route("my/meetings", "routes/my/meetings.tsx"),
    route("my/schedule", "routes/my/schedule.tsx"),
    route("my/badge", "routes/my/badge.tsx"),
    route("my/lead/:code", "routes/my/lead.tsx"),
    route("my/reports", "routes/my/reports.tsx"),
    route("my/reports/export.xlsx", "routes/my/reports-export.ts"),
    route("my/meetings/:meetingId", "routes/my/meeting.tsx"),
    route("my/meetings/:meetingId/:action", "routes/my/meeting-action.tsx"),
    route("organizer", "routes/organizer/index.tsx"),
    route("organizer/organizers", "routes/organizer/organizers.tsx"),
    route("organizer/audit", "routes/organizer/audit.tsx"),
    route("organizer/reports", "routes/organizer/chat-reports.tsx"),
    route("organizer/products", "routes/organizer/products.tsx"),
    route("organizer/products/new", "routes/organizer/product-new.tsx"),
    route("organizer/products/:productId", "routes/organizer/product.tsx"),
    route("organizer/exhibitors", "routes/organizer/exhibitors.tsx"),
    route("organizer/exhibitors/new", "routes/organizer/exhibitors-new.tsx"),
    route("organizer/exhibitors/:exhibitorId", "routes/organizer/exhibitor.tsx"),
    route("organizer/people", "routes/organizer/people.tsx"),
    route("organizer/people/new", "routes/organizer/person-new.tsx"),
    route("organizer/people/:personId", "routes/organizer/person.tsx"),
    route("organizer/data", "routes/organizer/data.tsx"),
    route("organizer/pages", "routes/organizer/pages.tsx"),
    route("organizer/pages/:pageId", "routes/organizer/pages-editor.tsx"),
    route("pages/:slug", "routes/content/page.tsx"),
    route("people", "routes/people/directory.tsx", { id: "people" }),
    route("people/representatives", "routes/people/directory.tsx", { id: "people-representatives" }),
    route("people/visitors", "routes/people/directory.tsx", { id: "people-visitors" }),
    route("people/:personId", "routes/people/person.tsx"),
    route("onboarding", "routes/onboarding/visitor.tsx"),
    route(
      "registrations/:registrationId/representatives/:representativeId/onboarding",
      "routes/onboarding/representative.tsx",
    ),
    route("attendees/:attendeeProfileId/onboarding", "routes/onboarding/attendee.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
