/** How long an emailed sign-in link works (docs/product/accounts.md: single use, 15 minutes); the server, the box and the emails say the same. */
export const SIGN_IN_LINK_MINUTES = 15;
