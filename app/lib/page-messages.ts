import { createContext, useContext } from "react";
import type { LocaleResources } from "./i18n";
import type { Locale } from "./locales";

// Where a page's messages come from: on the server, a context that
// entry.server.tsx fills; in the browser, the cached messages file
// (/i18n/<locale>.<hash>.json) that entry.client.tsx reads before hydrating.

export interface PageMessages {
  locale: Locale;
  messages: LocaleResources;
}

declare global {
  interface Window {
    __uncorkMessages?: PageMessages;
  }
}

export const ServerMessages = createContext<PageMessages | null>(null);

export function usePageMessages(locale: Locale): LocaleResources | undefined {
  const server = useContext(ServerMessages);
  if (server?.locale === locale) return server.messages;
  if (typeof window !== "undefined" && window.__uncorkMessages?.locale === locale)
    return window.__uncorkMessages.messages;
  return undefined;
}
