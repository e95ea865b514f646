import type { AuthHooks } from "~/.server/auth/auth-hooks";
import { onSessionCreated } from "./on-session-created.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordWeakness } from "./password-strength";

/** The accounts feature's part in sign-in: the password rule and what follows a new session. */
export const accountsAuthHooks: AuthHooks = {
  password: { minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH, weakness: passwordWeakness },
  onSessionCreated,
};
