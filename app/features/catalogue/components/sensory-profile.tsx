import { useTranslation } from "~/lib/i18n-react";
import { type SensoryProfile, type SensoryScaleModel, sensoryGroups } from "../sensory";
import { DetailSection } from "./detail-section";

/**
 * One scale: its value stated in words ("Full, 3 of 4"), then every step in
 * order with the value's step marked by fill, outline, weight and a tick, so
 * nothing rests on colour. The steps repeat the sentence for the eye, so
 * assistive technology reads only the sentence.
 */
export function SensoryScaleView({ model }: { model: SensoryScaleModel }) {
  const { t } = useTranslation("catalogue");
  const label = (step: string) => t(`sensory.value.${step}`);
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:items-start sm:gap-x-4">
      <dt className="font-medium">{t(`sensory.scale.${model.scale}`)}</dt>
      <dd>
        <p className="text-sm">
          {t("sensory.valueOf", { value: label(model.value), position: model.position, count: model.count })}
        </p>
        <ol
          aria-hidden="true"
          className="mt-1 grid gap-1"
          style={{ gridTemplateColumns: `repeat(${model.count}, minmax(0, 1fr))` }}
        >
          {model.steps.map((step, index) => {
            const reached = index < model.position;
            const current = index === model.position - 1;
            return (
              <li key={step} className="flex flex-col gap-1" data-current={current || undefined}>
                <span
                  className={`h-2.5 rounded-sm border ${reached ? "border-primary bg-primary" : "border-line bg-wash"} ${current ? "outline-2 outline-offset-1 outline-ink" : ""}`}
                />
                <span className={`text-xs leading-tight ${current ? "font-bold text-ink" : "text-muted"}`}>
                  {current ? "✓ " : ""}
                  {label(step)}
                </span>
              </li>
            );
          })}
        </ol>
      </dd>
    </div>
  );
}

/** The product's sensory scales of docs/product/catalogue.md by appearance, nose and palate; nothing when none is set. */
export function SensoryProfileSection({ profile }: { profile: SensoryProfile }) {
  const { t } = useTranslation("catalogue");
  const groups = sensoryGroups(profile);
  if (groups.length === 0) return null;
  return (
    <DetailSection id="sensory" title={t("sensory.title")}>
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map(({ group, scales }) => (
          <div key={group}>
            <h3 className="mb-2 font-semibold">{t(`sensory.${group}`)}</h3>
            <dl className="grid gap-3">
              {scales.map((model) => (
                <SensoryScaleView key={model.scale} model={model} />
              ))}
            </dl>
          </div>
        ))}
      </div>
    </DetailSection>
  );
}
