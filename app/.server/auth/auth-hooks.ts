import type { DB } from "../db";

// What the sign-in infrastructure needs from the accounts feature, handed in
// from above (server/app.ts registers the accounts feature's hooks at start)
// so infrastructure never imports a feature.

export interface AuthHooks {
  password: {
    minLength: number;
    maxLength: number;
    /** Why the password is refused (a short reason code), or null when it is strong enough. */
    weakness(password: string, context: { email?: string; name?: string }): string | null;
  };
  /** After every sign-in, once the session exists. Must not throw for a sign-in to go on. */
  onSessionCreated(db: DB, userId: string): Promise<void>;
}

let registered: AuthHooks | undefined;

/** Called once at start by the composition root (server/app.ts), before the first request. */
export function registerAuthHooks(hooks: AuthHooks): void {
  registered = hooks;
}

export function authHooks(): AuthHooks {
  if (!registered) throw new Error("Auth hooks are not registered: server/app.ts calls registerAuthHooks at start.");
  return registered;
}
