import { data } from "react-router";
import { requirePageUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { runPageAction } from "~/.server/page-action";
import { DirectoryEntryForm } from "~/features/accounts/components/directory-entry-form";
import { PhotoUpload } from "~/features/accounts/components/photo-upload";
import { UserProfileForm } from "~/features/accounts/components/user-profile-form";
import { getOwnPersonProfile, updateOwnPersonProfile } from "~/features/accounts/person-profiles.server";
import {
  type FormOutcome,
  PERSON_FIELDS,
  type PersonFormValues,
  PROFILE_FIELDS,
  type ProfileFormValues,
  placeFieldErrors,
  readPersonForm,
  readProfileForm,
  toChanges,
  visibilityShown,
} from "~/features/accounts/profile-form";
import { ensureProfile, updateOwnProfile } from "~/features/accounts/profiles.server";
import { resolveMyEvent } from "~/features/my-pages/my-event.server";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/profile";

// The signed-in user's profile at the primary event (or ?event=): the profile record
// (docs/product/accounts.md), the photo, and the directory entry they claimed, if any.

async function primaryEvent(args: {
  params: { locale?: string };
  request: Request;
}): Promise<{ locale: Locale; event: { id: string; name: string } }> {
  const { locale, event } = await resolveMyEvent(args);
  return { locale, event: { id: event.id, name: event.name } };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const { locale, event } = await primaryEvent({ params, request });
  const user = await requirePageUser(request);
  const [profile, person] = await Promise.all([
    ensureProfile(db(), event.id, user),
    getOwnPersonProfile(db(), event.id, user.id),
  ]);
  const t = serverT(locale);
  return {
    locale,
    event,
    profilePath: `/api/collections/${encodeURIComponent(event.id)}/users/${encodeURIComponent(user.id)}`,
    profile: {
      displayName: profile.displayName,
      email: profile.email,
      jobTitle: profile.jobTitle,
      companyName: profile.companyName,
      telephone: profile.telephone,
      linkedInURL: profile.linkedInURL,
      contactMeVia: profile.contactMeVia,
      visibility: visibilityShown(profile),
      hasAcceptedTerms: profile.hasAcceptedTerms,
      profileImageUrl: profile.profileImageUrl,
    },
    person,
    title: `${t("profile:page.title")} · ${t("meta.siteName")}`,
  };
}

type ActionResult =
  | { intent: "profile"; outcome: FormOutcome<ProfileFormValues> }
  | { intent: "person"; outcome: FormOutcome<PersonFormValues> };

/**
 * Runs a save (the one page-action path): refusals become the outcome the
 * form shows, with the refusal's status; field rules the form can show go
 * beside their fields.
 */
async function save<Values extends ProfileFormValues | PersonFormValues>(
  values: Values | null,
  fields: readonly string[],
  write: (changes: Record<string, unknown>) => Promise<unknown>,
): Promise<{ outcome: FormOutcome<Values>; status: number }> {
  if (!values) return { outcome: { status: "failed", values: null }, status: 400 };
  // A failure that is no refusal (a bug) still keeps what was typed, with
  // "We couldn't save your profile data." (docs/product/accounts.md).
  const answer = await runPageAction(
    async () => {
      await write(toChanges(values));
      return data<FormOutcome<Values>>({ status: "saved" });
    },
    (refusal): FormOutcome<Values> => {
      const fieldErrors = refusal.details?.fieldErrors as Record<string, string> | undefined;
      if (fieldErrors) {
        const { errors, unplaced } = placeFieldErrors(fieldErrors, fields);
        // A rule the form cannot show (a server-owned field) is not the user's to fix.
        if (!unplaced) return { status: "invalid", values, errors };
      }
      return { status: "failed", values };
    },
  ).catch((error: unknown) => {
    console.error(error);
    return data<FormOutcome<Values>>({ status: "failed", values }, { status: 500 });
  });
  return { outcome: answer.data, status: answer.init?.status ?? 200 };
}

export async function action({ params, request }: Route.ActionArgs) {
  const { event } = await primaryEvent({ params, request });
  const user = await requirePageUser(request);
  const form = await request.formData();
  if (form.get("intent") === "person") {
    const { outcome, status } = await save(readPersonForm(form), PERSON_FIELDS, (changes) =>
      updateOwnPersonProfile(db(), event.id, user.id, changes),
    );
    return data<ActionResult>({ intent: "person", outcome }, { status });
  }
  const { outcome, status } = await save(readProfileForm(form), PROFILE_FIELDS, async (changes) => {
    await ensureProfile(db(), event.id, user);
    return updateOwnProfile(db(), event.id, user.id, changes);
  });
  return data<ActionResult>({ intent: "profile", outcome }, { status });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function MyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { locale, event, profile, person, profilePath } = loaderData;
  return (
    <article className="max-w-3xl">
      <header>
        <h1 className="text-3xl font-bold">{t("page.title")}</h1>
        <p className="mt-1 text-muted">{t("page.intro", { event: event.name })}</p>
      </header>
      <PhotoUpload locale={locale} profilePath={profilePath} imageUrl={profile.profileImageUrl} />
      <UserProfileForm profile={profile} outcome={actionData?.intent === "profile" ? actionData.outcome : undefined} />
      {person ? (
        <DirectoryEntryForm
          entry={person}
          eventName={event.name}
          outcome={actionData?.intent === "person" ? actionData.outcome : undefined}
        />
      ) : null}
    </article>
  );
}
