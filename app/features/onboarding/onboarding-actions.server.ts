import { z } from "zod";
import type { SessionUser } from "~/.server/auth/session";
import type { DB } from "~/.server/db";
import { AppError, refusalOf } from "~/.server/errors";
import { CLAIM_MESSAGES, FIX_ACTIONS, type FixAction } from "~/features/accounts/claim-rules";
import { ensureProfile, ProfileValidationError, updateOwnProfile } from "~/features/accounts/profiles.server";
import {
  convertToVisitor,
  disconnectRepresentative,
  setRepresentative,
  unsetFromRegistration,
} from "~/features/accounts/representative-fixes.server";
import { claimOnboardingPerson, mayContinue, type Onboarding } from "./onboarding.server";
import { nextStep, readStepForm, type Step } from "./onboarding-steps";
import type { OnboardingRefusal } from "./onboarding-types";

// What the onboarding pages' forms do: claim, save a step, or apply a
// representative fix. Plain data out: where to go next, or what to show.

const submissionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("claim") }),
  z.object({ intent: z.literal("step"), step: z.enum(["2", "3", "4"]).transform((s) => Number(s) as 2 | 3 | 4) }),
  z.object({ intent: z.literal("fix"), fix: z.enum(FIX_ACTIONS) }),
]);

export type OnboardingOutcome =
  | { done: true; step?: Step; fixed?: FixAction }
  | { done: false; status: number; refusal: OnboardingRefusal };

function refused(intent: "claim" | "fix", error: unknown): OnboardingOutcome {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  const detailKey = refusal.details?.detailKey;
  return {
    done: false,
    status: refusal.status,
    refusal: { intent, messageKey: refusal.messageKey, ...(typeof detailKey === "string" ? { detailKey } : {}) },
  };
}

const FIXES: Record<
  FixAction,
  (db: DB, o: { eventId: string; actorId: string; personId: string; registrationId: string }) => Promise<unknown>
> = {
  setRepresentative,
  unsetFromRegistration,
  disconnectRepresentative,
  convertToVisitor,
};

export async function onboardingAction(
  db: DB,
  options: { onboarding: Onboarding; user: SessionUser; form: FormData },
): Promise<OnboardingOutcome> {
  const { onboarding, user, form } = options;
  const parsed = submissionSchema.safeParse({
    intent: form.get("intent"),
    step: form.get("step") ?? undefined,
    fix: form.get("fix") ?? undefined,
  });
  // Not a form of ours: answered, not thrown, so the page stays.
  if (!parsed.success) return refused("claim", new AppError("invalid"));
  const submission = parsed.data;

  if (submission.intent === "claim") {
    try {
      await claimOnboardingPerson(db, { onboarding, user });
      return { done: true, step: 2 };
    } catch (error) {
      return refused("claim", error);
    }
  }

  if (submission.intent === "fix") {
    if (!onboarding.person || !onboarding.registrationId) return refused("fix", new AppError("invalid"));
    try {
      await FIXES[submission.fix](db, {
        eventId: onboarding.event.id,
        actorId: user.id,
        personId: onboarding.person.id,
        registrationId: onboarding.registrationId,
      });
      return { done: true, fixed: submission.fix };
    } catch (error) {
      return refused("fix", error);
    }
  }

  if (!mayContinue(onboarding)) return refused("claim", new AppError("forbidden", CLAIM_MESSAGES.nothingToClaim));
  const { step } = submission;
  const read = readStepForm(step, form);
  if (!read.ok)
    return { done: false, status: 400, refusal: { intent: "step", step, values: read.values, errors: read.errors } };
  try {
    await ensureProfile(db, onboarding.event.id, user);
    await updateOwnProfile(db, onboarding.event.id, user.id, read.changes);
  } catch (error) {
    if (!(error instanceof ProfileValidationError)) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([path, key]) => [path.split(".")[0], key]),
    );
    return { done: false, status: 400, refusal: { intent: "step", step, values: read.values, errors } };
  }
  return { done: true, step: nextStep(step) };
}
