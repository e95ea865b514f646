// The import rules of the house (docs/architecture.md "Layers"): entry points
// (routes, server/) call features; features call infrastructure (app/.server)
// and pure helpers (app/lib); nothing points back up, and the graph has no cycles.
// The feature folders of app/features, lowest first (scripts/house/feature-rank.cjs,
// docs/decisions/0014-ranked-features.md): a feature never imports one ranked after it.
const FEATURE_RANK = require("./scripts/house/feature-rank.cjs");

const rankRules = FEATURE_RANK.slice(0, -1).map((feature, index) => ({
  name: `feature-rank-${feature}`,
  severity: "error",
  comment: `${feature} is ranked below ${FEATURE_RANK.slice(index + 1).join(", ")}: it never imports them. Move the shared part down, or hand ${feature} a hook or a slot.`,
  from: { path: `^app/features/${feature}/` },
  to: { path: `^app/features/(${FEATURE_RANK.slice(index + 1).join("|")})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...rankRules,
    {
      name: "feature-is-ranked",
      severity: "error",
      comment: "Every feature folder has a place in FEATURE_RANK (top of this file).",
      from: { path: "^app/features/[^/]+/", pathNot: `^app/features/(${FEATURE_RANK.join("|")})/` },
      to: {},
    },
    {
      name: "features-do-not-import-the-layout",
      severity: "error",
      comment:
        "app/components/layout composes features (the header's menu of pages); a feature is handed what it needs.",
      from: { path: "^app/features/" },
      to: { path: "^app/components/layout/" },
    },
    {
      name: "no-cycles",
      severity: "error",
      comment: "A cycle makes load order matter and the layers meaningless; break it by moving the shared part down.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "infrastructure-stays-down",
      severity: "error",
      comment:
        "app/.server is infrastructure: it never imports a feature, a route or the server entry. Let the feature register a hook instead.",
      from: { path: "^app/\\.server/" },
      to: { path: "^(app/features|app/routes|app/components|server)/|^app/root\\.tsx$" },
    },
    {
      name: "lib-is-pure",
      severity: "error",
      comment: "app/lib holds helpers safe anywhere: no features, no infrastructure, no routes.",
      from: { path: "^app/lib/" },
      to: { path: "^(app/features|app/\\.server|app/routes|app/components|server)/" },
    },
    {
      name: "ui-primitives-stay-generic",
      severity: "error",
      comment: "app/components/ui are accessible primitives without domain knowledge.",
      from: { path: "^app/components/ui/" },
      to: { path: "^(app/features|app/\\.server|app/routes|server)/" },
    },
    {
      name: "features-do-not-call-entry-points",
      severity: "error",
      comment: "Features are called by routes and server/, never the other way round.",
      from: { path: "^app/features/" },
      to: { path: "^(app/routes|server)/|^app/root\\.tsx$" },
    },
    {
      name: "routes-are-not-libraries",
      severity: "error",
      comment: "A route module is an entry point; share its code through a feature instead.",
      from: { pathNot: "^app/routes\\.ts$" },
      to: { path: "^app/routes/" },
    },
    {
      name: "server-code-stays-on-the-server",
      severity: "error",
      comment: "Browser code (components, client modules) must not import server-only modules, except for their types.",
      from: {
        path: "^app/",
        pathNot:
          "(\\.server\\.tsx?$|/\\.server/|\\.test\\.tsx?$|^app/routes/|^app/root\\.tsx$|^app/entry\\.server\\.tsx$)",
      },
      to: { path: "(\\.server\\.tsx?$|/\\.server/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "production-code-does-not-import-tests",
      severity: "error",
      comment: "tests/ (support, factories, fixtures) serves the tests; code that ships never imports it.",
      from: { path: "^(app|server)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that does not resolve is a typo or a missing dependency.",
      from: {},
      // Vite's "?url" imports name a file for the build to emit (the Scan page's QR decoder).
      to: { couldNotResolve: true, pathNot: ["^virtual:", "/\\+types/", "\\?url$"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|data|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
