import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadOnceAfterChunkError } from "./lib/chunk-reload";

// A deployment replaces the hashed chunks; a tab opened before it fails to
// load them. Reload the page once to pick up the new build.
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadOnceAfterChunkError(window.location.pathname);
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
