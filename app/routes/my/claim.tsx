import { requirePageUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { claimPage } from "~/features/onboarding/claim-page.server";
import { ClaimView } from "~/features/onboarding/components/claim-view";
import { isLocale } from "~/lib/locales";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/claim";

// The claim-profile page: shows where docs/product/accounts.md's automatic claim with the
// login address stands, and tries it again on its button (a POST).

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) notFound();
  const user = await requirePageUser(request);
  return claimPage(db(), { user, locale: params.locale, attempt: false });
}

/** The claim button: the automatic claim, tried now. */
export async function action({ params, request }: Route.ActionArgs) {
  if (!isLocale(params.locale)) notFound();
  const user = await requirePageUser(request);
  return claimPage(db(), { user, locale: params.locale, attempt: true });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function Claim({ loaderData, actionData }: Route.ComponentProps) {
  return <ClaimView page={actionData ?? loaderData} />;
}
