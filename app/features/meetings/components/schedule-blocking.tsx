import { Form } from "react-router";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import type { MyActionResult } from "~/features/my-pages/my-page.server";
import { formatDate, formatTimeRangeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { DAY_PARTS } from "../slots";

// Blocking my time in one action, a range ("12:00–14:00") or a part of a day
// ("Tuesday afternoon"), and my blocks, each undone by one button. A refusal
// shows under the form it is about, with the choice kept.

const FIELD = "mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2 aria-invalid:border-danger";
const ERROR = "mt-1 text-sm font-medium text-danger";

export function ScheduleBlocking({
  locale,
  timeZone,
  dates,
  times,
  blocks,
  result,
}: {
  locale: Locale;
  timeZone: string;
  dates: string[];
  times: { from: string[]; to: string[] };
  blocks: { id: string; start: string; end: string }[];
  result?: MyActionResult;
}) {
  const { t } = useTranslation("schedule");
  const refused = result && !result.ok ? result : undefined;
  const errorOf = (field: string) => (refused?.field === field ? t(refused.error) : null);
  const dayName = (date: string) => formatDate(locale, date, { weekday: "long", day: "numeric", month: "long" });
  const rangeError = errorOf("range");
  const partError = errorOf("part");
  const blocksError = errorOf("blocks");
  return (
    <section aria-labelledby="block-title" className="mb-8 rounded border border-line p-4">
      <h2 id="block-title" className="text-xl font-semibold">
        {t("block.title")}
      </h2>
      <p className="mt-1 text-muted">{t("block.intro")}</p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <Form method="post" className="grid gap-3" aria-labelledby="range-title">
          <input type="hidden" name="intent" value="block-range" />
          <h3 id="range-title" className="font-semibold">
            {t("block.rangeTitle")}
          </h3>
          <label className="block text-sm font-semibold">
            {t("block.day")}
            <select name="date" className={FIELD}>
              {dates.map((date) => (
                <option key={date} value={date}>
                  {dayName(date)}
                </option>
              ))}
            </select>
          </label>
          <div className="grid grid-cols-2 gap-3">
            <label className="block text-sm font-semibold">
              {t("block.from")}
              <select name="from" defaultValue={times.from[0]} className={FIELD}>
                {times.from.map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-semibold">
              {t("block.to")}
              <select
                name="to"
                defaultValue={times.to[1] ?? times.to[0]}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? "range-error" : undefined}
                className={FIELD}
              >
                {times.to.map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
            </label>
          </div>
          {rangeError ? (
            <p id="range-error" className={ERROR}>
              {rangeError}
            </p>
          ) : null}
          <p>
            <button type="submit" className={PRIMARY_BUTTON}>
              {t("block.submitRange")}
            </button>
          </p>
        </Form>
        <Form method="post" className="grid gap-3" aria-labelledby="part-title">
          <input type="hidden" name="intent" value="block-part" />
          <h3 id="part-title" className="font-semibold">
            {t("block.partTitle")}
          </h3>
          <label className="block text-sm font-semibold">
            {t("block.day")}
            <select name="date" className={FIELD}>
              {dates.map((date) => (
                <option key={date} value={date}>
                  {dayName(date)}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold">
            {t("block.part")}
            <select
              name="part"
              defaultValue="afternoon"
              aria-invalid={partError ? true : undefined}
              aria-describedby={partError ? "part-error" : undefined}
              className={FIELD}
            >
              {DAY_PARTS.map((part) => (
                <option key={part} value={part}>
                  {t(`meetings:dayParts.${part}`)}
                </option>
              ))}
            </select>
          </label>
          {partError ? (
            <p id="part-error" className={ERROR}>
              {partError}
            </p>
          ) : null}
          <p>
            <button type="submit" className={PRIMARY_BUTTON}>
              {t("block.submitPart")}
            </button>
          </p>
        </Form>
      </div>

      <h3 className="mt-6 font-semibold">{t("blocks.title")}</h3>
      {blocksError ? (
        <p role="alert" className={ERROR}>
          {blocksError}
        </p>
      ) : null}
      {blocks.length === 0 ? (
        <p className="text-muted">{t("blocks.none")}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {blocks.map((block) => {
            const time = formatTimeRangeInZone(locale, block.start, block.end, timeZone);
            return (
              <li key={block.id} className="flex flex-wrap items-center gap-3">
                <span>{time}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="unblock" />
                  <input type="hidden" name="blockId" value={block.id} />
                  <button
                    type="submit"
                    aria-label={t("blocks.unblockTime", { time })}
                    className="rounded border border-primary px-3 py-1 text-sm font-medium text-primary"
                  >
                    {t("blocks.unblock")}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
