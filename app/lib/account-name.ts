/**
 * The longest name an account may have, checked at sign-up and on every
 * name change: the profile's display name holds as much (docs/security.md "Bad input").
 */
export const ACCOUNT_NAME_MAX = 200;
