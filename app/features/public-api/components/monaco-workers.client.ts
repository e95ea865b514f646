import EditorWorker from "monaco-editor/esm/vs/editor/editor.worker.js?worker";
import JsonWorker from "monaco-editor/esm/vs/language/json/json.worker.js?worker";
import GraphQLWorker from "monaco-graphql/esm/graphql.worker.js?worker";

// GraphiQL's editors (Monaco) run their language services in web workers.
// GraphiQL ships this set-up for Vite (graphiql/setup-workers/vite), but
// Vite's dependency optimizer cannot pre-bundle its `?worker` imports; from
// our own source Vite builds them as workers of this site (same origin, so
// the policy's script-src 'self' covers them).

(globalThis as { MonacoEnvironment?: unknown }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === "json") return new JsonWorker();
    if (label === "graphql") return new GraphQLWorker();
    return new EditorWorker();
  },
};
