import { createContext, useContext } from "react";

// The nonce of this response's Content-Security-Policy, for the few inline
// scripts the document carries. entry.server.tsx provides it; in the browser
// there is none (the scripts already ran), and a cached page loses it in
// favour of its scripts' hashes (server/security-headers.ts).

export const CspNonce = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonce);
}
