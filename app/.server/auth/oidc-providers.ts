import { z } from "zod";
import { env } from "../env";

// OpenID Connect providers from OIDC_PROVIDERS (a JSON list). Each gets a
// button labelled with its `label` in the sign-in dialog.

const providerSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, "id: lower-case letters, digits and hyphens"),
  issuer: z.string().url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  label: z.string().min(1).max(60),
});

export type OidcProvider = z.infer<typeof providerSchema>;

export function parseOidcProviders(json: string): OidcProvider[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error("OIDC_PROVIDERS is not valid JSON");
  }
  const parsed = z.array(providerSchema).safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `OIDC_PROVIDERS: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const ids = parsed.data.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new Error("OIDC_PROVIDERS: ids must be unique");
  return parsed.data;
}

let cached: OidcProvider[] | undefined;

export function oidcProviders(): OidcProvider[] {
  cached ??= parseOidcProviders(env().OIDC_PROVIDERS);
  return cached;
}

/** What the browser may know of a provider: no secrets. */
export function publicOidcProviders(): { id: string; label: string }[] {
  return oidcProviders().map(({ id, label }) => ({ id, label }));
}
