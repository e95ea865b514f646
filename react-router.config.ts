import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets two builds coexist (parallel test runs); server.ts reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
