import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadOnceAfterChunkError } from "./lib/chunk-reload";

// A deployment replaces the hashed chunks; a tab opened before it fails to
// load them. Reload the page once to pick up the new build.
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadOnceAfterChunkError(window.location.pathname);
});

// The page's messages (preloaded by the document, cached for good) must be
// there before React takes over the server's HTML. Without them the page
// stays as the server rendered it: readable, and its links still work.
async function loadMessages(): Promise<boolean> {
  const link = document.querySelector<HTMLLinkElement>("link[data-messages]");
  if (!link) return true;
  try {
    const response = await fetch(link.href);
    if (!response.ok) return false;
    window.__uncorkMessages = await response.json();
    return true;
  } catch {
    return false;
  }
}

if (await loadMessages()) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
