import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type Account, type ClientMetadata, Provider } from "oidc-provider";

// A real OpenID Connect provider (oidc-provider v9) on loopback for browser
// tests. Anyone signs in by typing an email address; consent is granted
// without asking. Authorization code flow, PKCE S256, in-memory storage.

export interface OidcIssuerOptions {
  port: number;
  host?: string;
  clients: Pick<ClientMetadata, "client_id" | "client_secret" | "redirect_uris">[];
}

export interface OidcIssuer {
  issuer: string;
  close(): Promise<void>;
}

export async function startOidcIssuer({ port, host = "127.0.0.1", clients }: OidcIssuerOptions): Promise<OidcIssuer> {
  const issuer = `http://${host}:${port}`;
  const provider = new Provider(issuer, {
    clients,
    findAccount,
    scopes: ["openid", "email", "profile", "phone"],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "picture"],
      phone: ["phone_number"],
    },
    // Put the scopes' claims in the id_token too, not only in userinfo.
    conformIdTokenClaims: false,
    // Our own pages below; the built-in ones load a Google font and ask for a password.
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // Fresh keys per run instead of the package's published development keys.
    jwks: { keys: [generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" })] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    // Seconds; set so the provider does not log a notice for each default.
    ttl: { AccessToken: 3600, AuthorizationCode: 60, Grant: 86400, IdToken: 3600, Interaction: 600, Session: 86400 },
  });
  // Why a request failed (bad redirect_uri, PKCE mismatch…) in the stack's log.
  for (const event of ["server_error", "authorization.error", "grant.error"]) {
    provider.on(event, (_ctx, error) => console.error(`oidc-issuer ${event}:`, describeError(error)));
  }

  const oidc = provider.callback();
  const server = createServer((req, res) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url ?? "/", issuer).pathname)?.[1];
    const handled = uid ? interaction(provider, req, res) : oidc(req, res);
    handled.catch((error: unknown) => {
      console.error("oidc-issuer:", describeError(error));
      if (!res.headersSent) res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      res.end(`Sign-in failed: ${describeError(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The claims of the account `sub`, which is the email address typed at sign-in. */
function findAccount(_ctx: unknown, sub: string): Account {
  const local = sub.split("@")[0];
  return {
    accountId: sub,
    claims: () => ({
      sub,
      email: sub,
      email_verified: true,
      name: local.charAt(0).toUpperCase() + local.slice(1),
      phone_number: "+49 30 1234567",
      picture: undefined,
    }),
  };
}

async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === "consent") {
    // Grant whatever is asked for: the app is the only, first-party client.
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ??
        newGrant(provider, details.session?.accountId, details.params.client_id))
      : newGrant(provider, details.session?.accountId, details.params.client_id);
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(" "));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(" "));
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
    return;
  }
  if (details.prompt.name !== "login") throw new Error(`unsupported prompt ${details.prompt.name}`);

  if (req.method === "POST") {
    const email = new URLSearchParams(await readBody(req)).get("email")?.trim();
    if (email) {
      await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
      return;
    }
  }
  const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : "";
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(loginPage(details.uid, hint));
}

function newGrant(provider: Provider, accountId: string | undefined, clientId: string) {
  if (!accountId) throw new Error("consent without a signed-in account");
  return new provider.Grant({ accountId, clientId });
}

function loginPage(uid: string, hint: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in – Local identity provider</title></head>
<body>
<main>
<h1>Local identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(hint)}">
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { error_description: description } = error as { error_description?: string };
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${description && description !== error.message ? `: ${description}` : ""}${cause}`;
}
