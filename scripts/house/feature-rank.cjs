// The feature folders of app/features, lowest first (docs/decisions/0014-ranked-features.md,
// docs/architecture.md "Feature map"). A feature may import the features before it, never one
// after it: so no two feature folders import each other, and the folders form no circle.
// A new feature folder takes its place in this list; a folder missing from it fails the lint
// (.dependency-cruiser.cjs), and docs/architecture.md "Feature map" lists the same order
// (scripts/house/feature-map.test.ts).
module.exports = [
  "pwa", // the installable app: manifest, service worker, offline page and indicator (no domain)
  "media", // images as pages show them
  "events", // the event: settings, organizers, meeting schedule, the page's event context
  "live", // the browser's end of the live stream
  "accounts", // users' profiles, claims, person profiles, roles
  "auth", // signing in and the browser's idea of who is signed in
  "people", // who may see whom, an event's participants, blocks
  "my-pages", // what every /my page shares: the user's event, publishing a change, nav
  "catalogue", // exhibitors, producers, products and their pages (actions come in as slots)
  "search", // the catalogue's index and the readers built on it
  "search-ui", // lists with search, filters and counts in the browser
  "favorites", // bookmarks, lists, the walk plan
  "tasting-notes",
  "samples", // the sample cart and sample requests
  "contact", // messages to an exhibitor's contacts
  "exports", // the booklet (PDF, XLSX) and shared workbook writing
  "meetings", // requests, slots, schedule, the people directory
  "chat", // conversations between people (builds on meetings' participants and rules)
  "leads", // personal badge codes, leads scanned at the stand
  "exhibitor-desk", // the stand's view of requests, messages, meetings, bookmarks, people to meet
  "analytics", // page views, clicks and the reports
  "labels", // short codes (/q/{code}) and the stand's label sheets with QR codes
  "offline", // the saved fair: its package from the server, kept and searched in the browser
  "scanner", // the Scan page: the camera reads a label's QR code (or a typed code)
  "onboarding", // claiming and completing a profile
  "data-in", // product API sync and file imports: sources feeding one plan and apply
  "content-pages",
  "public-api", // the read-only GraphQL catalogue
  "organizer", // the organizer's console
  "demo-fair", // the demo generator: writes through every feature
];
