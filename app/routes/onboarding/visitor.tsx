import { OnboardingView } from "~/features/onboarding/components/onboarding-view";
import { loadOnboardingPage, submitOnboarding } from "~/features/onboarding/onboarding-route.server";
import type { OnboardingRefusal } from "~/features/onboarding/onboarding-types";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/visitor";

// docs/product/accounts.md's visitor onboarding: claim (or confirm) who you are, your details,
// visibility and contact, terms. The step is in the URL (?step=).

export const loader = (args: Route.LoaderArgs) => loadOnboardingPage("visitor", args);
export const action = (args: Route.ActionArgs) => submitOnboarding("visitor", args);

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function VisitorOnboarding({ loaderData, actionData }: Route.ComponentProps) {
  return <OnboardingView page={loaderData} refusal={actionData as OnboardingRefusal | undefined} />;
}
