// Alcohol is a number, but visitors filter by bands: beers and ciders below
// 10 %, light and medium wines in one-point steps where most wines sit,
// fortified wines and liqueurs, then spirits. The ids are stable URL values.

export const ALCOHOL_BUCKETS = [
  { id: "under5", min: 0, max: 5 },
  { id: "5to10", min: 5, max: 10 },
  { id: "10to12", min: 10, max: 12 },
  { id: "12to13", min: 12, max: 13 },
  { id: "13to14", min: 13, max: 14 },
  { id: "14to15", min: 14, max: 15 },
  { id: "15to22", min: 15, max: 22 },
  { id: "over22", min: 22, max: Infinity },
] as const;

export type AlcoholBucket = (typeof ALCOHOL_BUCKETS)[number]["id"];

export const ALCOHOL_BUCKET_IDS = ALCOHOL_BUCKETS.map((bucket) => bucket.id) as AlcoholBucket[];

/** The band of an alcohol content in % vol (lower bound included), or null. */
export function alcoholBucket(alcohol: number | null): AlcoholBucket | null {
  if (alcohol === null || !Number.isFinite(alcohol) || alcohol < 0) return null;
  for (const bucket of ALCOHOL_BUCKETS) if (alcohol < bucket.max) return bucket.id;
  return null;
}
