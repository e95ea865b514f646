import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { runPageAction } from "~/.server/page-action";
import { useFocusFirstError } from "~/components/ui/form-fields";
import { ALERT, PRIMARY_BUTTON } from "~/components/ui/styles";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { PersonFields } from "~/features/organizer/components/person-fields";
import { loadOrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import { addPerson, registrationChoices } from "~/features/organizer/people-admin.server";
import {
  PERSON_FIELDS,
  type PersonFormValues,
  postedPersonValues,
  readPersonForm,
} from "~/features/organizer/person-form";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/person-new";

// /{locale}/organizer/people/new: the organizer adds one person to the
// event (docs/product/site-settings.md "People"); an address the event has
// for this role already is refused beside the field.

const EMPTY: PersonFormValues = {
  kind: "attendee",
  registrationId: null,
  name: "",
  email: "",
  company: "",
  jobTitle: "",
  telephone: "",
  country: "",
  attendeeType: "",
  tableNumber: "",
  discoverable: false,
};

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  return {
    locale,
    query,
    event: { name: event.name },
    registrations: await registrationChoices(db(), event.id),
    title: serverT(locale)("organizer:person.newTitle"),
  };
}

type ActionData = { errors: Record<string, string>; values: PersonFormValues };

export async function action(args: Route.ActionArgs) {
  const page = await loadOrganizerPage(args);
  const form = await args.request.formData();
  const registrations = await registrationChoices(db(), page.event.id);
  const read = readPersonForm(form, { registrationIds: registrations.map((r) => r.id) });
  const values = postedPersonValues(form, EMPTY);
  if (!read.ok) return data<ActionData>({ errors: read.errors, values }, { status: 400 });
  return runPageAction(
    async () => {
      const { id } = await addPerson(db(), {
        eventId: page.event.id,
        values: read.values,
        actor: organizerActor(page),
      });
      return redirect(`/${page.locale}/organizer/people/${id}${page.query}`);
    },
    // A refusal is about one field: the address when it is taken (a conflict).
    (refusal): ActionData => ({
      errors: { [typeof refusal.details?.field === "string" ? refusal.details.field : "email"]: refusal.messageKey },
      values,
    }),
  );
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerPersonNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("organizer");
  const { locale, query, event, registrations } = loaderData;
  const busy = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData?.errors, PERSON_FIELDS);
  return (
    <div className="grid gap-6">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">
          <Link to={`/${locale}/organizer/people${query}`}>{t("people.title")}</Link> · {event.name}
        </p>
        <h1 className="text-2xl font-semibold">{t("person.newTitle")}</h1>
      </header>
      {actionData?.errors.form ? (
        <p role="alert" className={ALERT}>
          {t(actionData.errors.form)}
        </p>
      ) : null}
      <Form method="post" ref={formRef} noValidate className="grid max-w-xl gap-4">
        <PersonFields
          locale={locale}
          values={actionData?.values ?? EMPTY}
          registrations={registrations}
          errors={actionData?.errors}
          claimed={false}
        />
        <div>
          <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
            {t("person.addButton")}
          </button>
        </div>
      </Form>
    </div>
  );
}
