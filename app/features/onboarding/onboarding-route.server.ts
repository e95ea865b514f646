import { data, redirect } from "react-router";
import { requirePageUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { notFound } from "~/.server/errors";
import { CLAIM_MESSAGES } from "~/features/accounts/claim-rules";
import { isLocale } from "~/lib/locales";
import { resolveOnboarding } from "./onboarding.server";
import { onboardingAction } from "./onboarding-actions.server";
import { onboardingPage, targetOf } from "./onboarding-page.server";
import { stepSearch } from "./onboarding-steps";
import type { OnboardingKind, OnboardingRefusal } from "./onboarding-types";

// The loader and action the three onboarding routes share: parse the URL,
// load the user (the 401 page for nobody), resolve who they are to the
// person named, render or act.

interface Args {
  params: Record<string, string | undefined>;
  request: Request;
}

export async function loadOnboardingPage(kind: OnboardingKind, { params, request }: Args) {
  if (!isLocale(params.locale)) notFound();
  const user = await requirePageUser(request);
  const { status, page } = await onboardingPage(db(), {
    kind,
    target: targetOf(kind, params),
    user,
    locale: params.locale,
    url: new URL(request.url),
  });
  return data(page, { status });
}

export async function submitOnboarding(kind: OnboardingKind, { params, request }: Args) {
  if (!isLocale(params.locale)) notFound();
  const locale = params.locale;
  const user = await requirePageUser(request);
  const target = targetOf(kind, params);
  const onboarding = target && (await resolveOnboarding(db(), { target, user, locale }));
  if (!onboarding) {
    const { key: messageKey } =
      kind === "representative" ? CLAIM_MESSAGES.representativeNotFound : CLAIM_MESSAGES.visitorNotFound;
    return data<OnboardingRefusal>({ intent: "claim", messageKey }, { status: 404 });
  }
  const outcome = await onboardingAction(db(), { onboarding, user, form: await request.formData() });
  if (!outcome.done) return data<OnboardingRefusal>(outcome.refusal, { status: outcome.status });
  const { pathname } = new URL(request.url);
  return redirect(`${pathname}${outcome.fixed ? `?step=1&fixed=${outcome.fixed}` : stepSearch(outcome.step ?? 1)}`);
}
