import { config } from "zod/v4";

// What `import … from "zod"` is in the browser's bundle (vite.config.ts):
// zod itself, configured jitless before any module that imports it builds a
// schema. Otherwise zod probes with `new Function` whether it may compile
// parsers when the first object schema is built; our Content-Security-Policy
// allows no eval (docs/security.md), so the browser refused the probe and
// reported a violation. Jitless, zod never probes and parses the same, without
// generated code. ES modules run their imports first, so every schema module
// runs after this one: no chunk order can put a schema before the setting.
config({ jitless: true });

export * from "zod/v4";
