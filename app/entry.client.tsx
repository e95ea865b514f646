import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// A deployment replaces the hashed chunks; a tab opened before it fails to
// load them. React Router reloads the page when a route's module fails to
// load, and the root's error boundary once when a lazily loaded part does
// (app/lib/chunk-reload.ts). Vite's "vite:preloadError" event never comes:
// its preload wrapper is a pass-through here (vite.config.ts).

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
