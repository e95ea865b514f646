import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Checkbox, TextField, useFocusFirstError } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { formatDate, formatTimeRangeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { slotsByDay } from "../slots";

// The booking form "Request a meeting": the partner's slots by day in the
// event's time zone (free ones to choose, blocked and busy ones shown as
// such), or no preference; the message, the telephone number and the two
// agreements. Every refusal sits under its field; the first one takes focus.

export interface BookingFormResult {
  /** Message keys by field: start, message, telephone, shareContactDetails, acceptTerms, form. */
  errors: Record<string, string>;
  values: { start: string; message: string; telephone: string; shareContactDetails: boolean; acceptTerms: boolean };
}

interface Slot {
  start: string;
  end: string;
  status: "available" | "blocked" | "busy";
}

const ORDER = ["start", "message", "telephone", "shareContactDetails", "acceptTerms"] as const;
const ERROR = "mt-1 text-sm font-medium text-danger";

export function BookingForm({
  locale,
  timeZone,
  partnerName,
  slots,
  telephone,
  result,
}: {
  locale: Locale;
  timeZone: string;
  partnerName: string;
  slots: readonly Slot[];
  telephone: string;
  result?: BookingFormResult;
}) {
  const { t } = useTranslation("people");
  const form = useRef<HTMLFormElement>(null);
  const errors = result?.errors;
  const translated = errors
    ? Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]))
    : undefined;
  useFocusFirstError(form, translated, ORDER);
  const values = result?.values;
  const busy = useNavigation().state === "submitting";
  const anyFree = slots.some((slot) => slot.status === "available");
  return (
    <Form ref={form} method="post" noValidate className="grid gap-5">
      <p>{t("booking.intro", { name: partnerName })}</p>
      <fieldset aria-describedby={translated?.start ? "start-error" : "start-zone"}>
        <legend className="text-sm font-semibold">{t("booking.slots")}</legend>
        <p id="start-zone" className="mt-0.5 text-sm text-muted">
          {t("meetings:pages.timeZone", { timeZone })}
        </p>
        {translated?.start ? (
          <p id="start-error" className={ERROR}>
            {translated.start}
          </p>
        ) : null}
        <label className="mt-2 flex items-center gap-2">
          <input type="radio" name="start" value="" defaultChecked={!values?.start} className="accent-primary" />
          {t("booking.noSlot", { name: partnerName })}
        </label>
        {anyFree ? null : <p className="mt-2 text-muted">{t("booking.noFreeSlots", { name: partnerName })}</p>}
        {slotsByDay(slots, timeZone).map(([date, daySlots]) => (
          <fieldset key={date} className="mt-3">
            <legend className="font-medium">
              {formatDate(locale, date, { weekday: "long", day: "numeric", month: "long" })}
            </legend>
            <ul className="mt-1 flex flex-wrap gap-2">
              {daySlots.map((slot) => {
                const time = formatTimeRangeInZone(locale, slot.start, slot.end, timeZone);
                return (
                  <li key={slot.start}>
                    {slot.status === "available" ? (
                      <label className="flex items-center gap-1 rounded border border-line px-2 py-1 has-checked:border-primary">
                        <input
                          type="radio"
                          name="start"
                          value={slot.start}
                          defaultChecked={values?.start === slot.start}
                          className="accent-primary"
                        />
                        {time}
                      </label>
                    ) : (
                      <span className="block rounded border border-dashed border-line px-2 py-1 text-muted line-through">
                        {time} ({t(`meetings:slotStatus.${slot.status}`)})
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </fieldset>

      <div>
        <label htmlFor="booking-message" className="block text-sm font-semibold">
          {t("booking.message")}
        </label>
        <p id="booking-message-hint" className="mt-0.5 text-sm text-muted">
          {t("booking.messageHint")}
        </p>
        <textarea
          id="booking-message"
          name="message"
          rows={5}
          defaultValue={values?.message ?? ""}
          aria-invalid={translated?.message ? true : undefined}
          aria-describedby={translated?.message ? "booking-message-hint booking-message-error" : "booking-message-hint"}
          className="mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger"
        />
        {translated?.message ? (
          <p id="booking-message-error" className={ERROR}>
            {translated.message}
          </p>
        ) : null}
      </div>
      <TextField
        id="telephone"
        name="telephone"
        type="tel"
        autoComplete="tel"
        label={t("booking.telephone")}
        defaultValue={values?.telephone ?? telephone}
        error={translated?.telephone}
      />
      <Checkbox
        id="shareContactDetails"
        name="shareContactDetails"
        label={t("booking.shareContactDetails", { name: partnerName })}
        defaultChecked={values?.shareContactDetails ?? false}
        error={translated?.shareContactDetails}
      />
      <Checkbox
        id="acceptTerms"
        name="acceptTerms"
        label={t("booking.acceptTerms")}
        defaultChecked={values?.acceptTerms ?? false}
        error={translated?.acceptTerms}
      />
      {translated?.form ? (
        <p role="alert" className="font-medium text-danger">
          {translated.form}
        </p>
      ) : null}
      <p>
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {t("booking.submit")}
        </button>
      </p>
    </Form>
  );
}
