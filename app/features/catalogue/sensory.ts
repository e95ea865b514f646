// The sensory scales of docs/product/catalogue.md as the product page shows them: grouped the
// way a tasting note reads (appearance, nose, palate), each scale with all
// its steps so the value is seen in its range.

/** Sensory scales (docs/product/catalogue.md), each value list from weakest to strongest. */
export const SENSORY_SCALES = {
  appearanceIntensity: ["pale", "medium", "deep"],
  aromaIntensity: ["minimal", "restrained", "moderate", "intense"],
  floral: ["minimal", "restrained", "moderate", "intense"],
  fruit: ["minimal", "restrained", "moderate", "intense"],
  spice: ["minimal", "restrained", "moderate", "intense"],
  wood: ["none", "minimal", "restrained", "moderate", "intense"],
  acidity: ["low", "medium", "high"],
  body: ["light", "moderate", "full", "complex"],
  tannins: ["trace", "soft", "mild", "moderate", "intense"],
} as const;
export type SensoryScale = keyof typeof SENSORY_SCALES;
export type SensoryProfile = { [K in SensoryScale]?: (typeof SENSORY_SCALES)[K][number] };

export const SENSORY_GROUPS = {
  appearance: ["appearanceIntensity"],
  nose: ["aromaIntensity", "floral", "fruit", "spice", "wood"],
  palate: ["acidity", "body", "tannins"],
} as const satisfies Record<string, readonly SensoryScale[]>;

export type SensoryGroup = keyof typeof SENSORY_GROUPS;

export interface SensoryScaleModel {
  scale: SensoryScale;
  steps: readonly string[];
  value: string;
  /** 1-based position of the value among the steps. */
  position: number;
  count: number;
}

function isScale(key: string): key is SensoryScale {
  return Object.hasOwn(SENSORY_SCALES, key);
}

/** Keeps only known scales holding one of their own values; anything else in the stored JSON is ignored. */
export function readSensoryProfile(json: string | null | undefined): SensoryProfile {
  let raw: unknown;
  try {
    raw = JSON.parse(json || "{}");
  } catch {
    return {};
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const profile: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (isScale(key) && typeof value === "string" && (SENSORY_SCALES[key] as readonly string[]).includes(value)) {
      profile[key] = value;
    }
  }
  return profile as SensoryProfile;
}

export function sensoryScale(scale: SensoryScale, value: string | undefined): SensoryScaleModel | null {
  const steps: readonly string[] = SENSORY_SCALES[scale];
  const index = value === undefined ? -1 : steps.indexOf(value);
  if (index < 0) return null;
  return { scale, steps, value: steps[index], position: index + 1, count: steps.length };
}

/** The groups that have at least one value, each with its set scales in the fixed order. */
export function sensoryGroups(profile: SensoryProfile): { group: SensoryGroup; scales: SensoryScaleModel[] }[] {
  return (Object.keys(SENSORY_GROUPS) as SensoryGroup[])
    .map((group) => ({
      group,
      scales: SENSORY_GROUPS[group].map((scale) => sensoryScale(scale, profile[scale])).filter((s) => s !== null),
    }))
    .filter((entry) => entry.scales.length > 0);
}
