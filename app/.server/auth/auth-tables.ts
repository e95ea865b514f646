// better-auth's models under our table and column names (the auth_* tables of
// migration 0002, snake_case like every other table).

export const AUTH_USERS = {
  modelName: "auth_users",
  fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
};

export const AUTH_SESSIONS = {
  modelName: "auth_sessions",
  fields: {
    userId: "user_id",
    expiresAt: "expires_at",
    ipAddress: "ip_address",
    userAgent: "user_agent",
    createdAt: "created_at",
    updatedAt: "updated_at",
  },
};

export const AUTH_ACCOUNTS = {
  modelName: "auth_accounts",
  fields: {
    userId: "user_id",
    accountId: "account_id",
    providerId: "provider_id",
    accessToken: "access_token",
    refreshToken: "refresh_token",
    idToken: "id_token",
    accessTokenExpiresAt: "access_token_expires_at",
    refreshTokenExpiresAt: "refresh_token_expires_at",
    createdAt: "created_at",
    updatedAt: "updated_at",
  },
};

export const AUTH_VERIFICATIONS = {
  modelName: "auth_verifications",
  fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
};

export const AUTH_RATE_LIMITS = { modelName: "auth_rate_limits", fields: { lastRequest: "last_request" } };
