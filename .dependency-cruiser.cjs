// The import rules of the house (docs/CODE_STYLE.md "Layers point down"): entry points
// (routes, server/) call features; features call infrastructure (app/.server)
// and pure helpers (app/lib); nothing points back up, and the graph has no cycles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
          "(\\.server\\.tsx?$|/\\.server/|\\.test\\.tsx?$|\\.db-support\\.ts$|^app/routes/|^app/root\\.tsx$|^app/entry\\.server\\.tsx$)",
      },
      to: { path: "(\\.server\\.tsx?$|/\\.server/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that does not resolve is a typo or a missing dependency.",
      from: {},
      to: { couldNotResolve: true, pathNot: ["^virtual:", "/\\+types/"] },
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
