import { requirePageUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { ClaimView } from "~/features/onboarding/components/claim-view";
import { claimPage } from "~/features/onboarding/claim-page.server";
import { isLocale } from "~/lib/locales";
import type { Route } from "./+types/claim";

// The claim-profile page: tries SPEC §4's automatic claim with the login
// address (as every sign-in does) and shows the outcome.

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  const user = await requirePageUser(request);
  return claimPage(db(), { user, locale: params.locale });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function Claim({ loaderData }: Route.ComponentProps) {
  return <ClaimView page={loaderData} />;
}
