import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Checkbox, TextField, useFocusFirstError } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import { type FormOutcome, PERSON_FIELDS, type PersonFormValues } from "../profile-form";
import { SaveStatus } from "./save-status";

export interface DirectoryEntry {
  kind: "representative" | "attendee";
  name: string;
  jobTitle: string;
  company: string;
  telephone: string;
  officePhone: string;
  mobilePhone: string;
  videoCallId: string;
  attendeeType: string;
  tableNumber: string;
  discoverable: boolean;
}

type TextName = Exclude<(typeof PERSON_FIELDS)[number], "discoverable">;

const COMMON_FIELDS: readonly { name: TextName; type?: "tel"; autoComplete?: string }[] = [
  { name: "jobTitle", autoComplete: "organization-title" },
  { name: "company", autoComplete: "organization" },
  { name: "telephone", type: "tel", autoComplete: "tel" },
  { name: "officePhone", type: "tel", autoComplete: "work tel" },
  { name: "mobilePhone", type: "tel", autoComplete: "mobile tel" },
  { name: "videoCallId" },
];

/** The attendee's or representative's entry in the event's directory (docs/product/accounts.md), as its claimant edits it. */
export function DirectoryEntryForm({
  entry,
  eventName,
  outcome,
}: {
  entry: DirectoryEntry;
  eventName: string;
  outcome?: FormOutcome<PersonFormValues>;
}) {
  const { t } = useTranslation("profile");
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "person";
  const typed = outcome && outcome.status !== "saved" ? outcome.values : null;
  const errors = outcome?.status === "invalid" ? outcome.errors : undefined;
  useFocusFirstError(form, errors, PERSON_FIELDS);
  const error = (field: string) => (errors?.[field] ? t(errors[field]) : undefined);
  // Attendees describe what kind of visitor they are; representatives where their table is.
  const fields = [...COMMON_FIELDS, { name: entry.kind === "attendee" ? "attendeeType" : "tableNumber" } as const];

  return (
    <section aria-labelledby="directory-entry-title" className="mt-12 border-t border-line pt-8">
      <h2 id="directory-entry-title" className="text-xl font-semibold">
        {t("directory.heading")}
      </h2>
      <p className="mt-1 max-w-xl text-muted">
        {t(entry.kind === "attendee" ? "directory.introAttendee" : "directory.introRepresentative", {
          name: entry.name,
          event: eventName,
        })}
      </p>
      <Form ref={form} method="post" noValidate className="mt-4 max-w-xl space-y-5">
        <input type="hidden" name="intent" value="person" />
        {fields.map((field) => (
          <TextField
            key={field.name}
            id={`person-${field.name}`}
            name={field.name}
            label={t(`directory.${field.name}`)}
            type={"type" in field ? field.type : "text"}
            autoComplete={"autoComplete" in field ? field.autoComplete : "off"}
            defaultValue={typed?.[field.name] ?? entry[field.name]}
            error={error(field.name)}
          />
        ))}
        <Checkbox
          id="person-discoverable"
          name="discoverable"
          label={t("directory.discoverable")}
          hint={t("directory.discoverableHint")}
          defaultChecked={typed?.discoverable ?? entry.discoverable}
          error={error("discoverable")}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={saving} className={PRIMARY_BUTTON}>
            {saving ? t("form.saving") : t("directory.save")}
          </button>
          <SaveStatus status={outcome?.status} savedText={t("directory.saved")} />
        </div>
      </Form>
    </section>
  );
}
