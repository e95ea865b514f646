import { z } from "zod";
import { LOCALES } from "~/lib/locales";
import { PRICE_RANGES, PRODUCT_KINDS } from "./vocabulary";

// Inputs of the catalogue's write functions: one schema per input, shared by
// the admin API now and the organizer's forms later.

const text = (max = 200) => z.string().trim().max(max);
const optionalNumber = (min: number, max: number) => z.number().min(min).max(max).nullable();

export const productTranslationSchema = z
  .object({
    description: text(10_000),
    vineyardInformation: text(5_000),
    vinification: text(5_000),
    viticulture: text(5_000),
    pruning: text(2_000),
    foodPairing: text(2_000),
    harvestNotes: text(5_000),
    apparentColor: text(100),
    bottling: text(),
    maturation: text(500),
    training: text(),
    soilType: text(),
    fermentationType: text(),
    fermentationVessel: text(),
    oakInfluence: text(),
  })
  .partial();
export type ProductTranslationChanges = z.infer<typeof productTranslationSchema>;

export const productChangesSchema = z
  .object({
    kind: z.enum(PRODUCT_KINDS),
    name: text().min(1),
    vintage: z.number().int().min(1800).max(2100).nullable(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .or(z.literal("")),
    region: text(),
    subregion: text(),
    designation: text(),
    color: text(40),
    alcohol: optionalNumber(0, 100),
    residualSugar: optionalNumber(0, 1000),
    totalAcidity: optionalNumber(0, 100),
    ph: optionalNumber(0, 14),
    bottleSize: z.number().int().positive().max(30_000).nullable(),
    closure: text(40),
    priceRange: z.enum(PRICE_RANGES).or(z.literal("")),
    translations: z.partialRecord(z.enum(LOCALES), productTranslationSchema),
  })
  .partial()
  .strict();
export type ProductChanges = z.infer<typeof productChangesSchema>;

export const registeredProductChangesSchema = z
  .object({
    tableNumber: text(20),
    price: z.number().min(0).max(1_000_000).nullable(),
    priceRange: z.enum(PRICE_RANGES).or(z.literal("")),
    isNew: z.boolean(),
  })
  .partial()
  .strict();
export type RegisteredProductChanges = z.infer<typeof registeredProductChangesSchema>;

export const exhibitorChangesSchema = z
  .object({
    name: text().min(1),
    brandName: text(),
    country: z.string().regex(/^[A-Z]{2}$/),
    website: z.url().or(z.literal("")),
    email: z.email().or(z.literal("")),
    phone: text(40),
    founded: z.number().int().min(1000).max(2100).nullable(),
    translations: z.partialRecord(
      z.enum(LOCALES),
      z.object({ description: text(10_000), openingHoursNote: text(500) }).partial(),
    ),
  })
  .partial()
  .strict();
export type ExhibitorChanges = z.infer<typeof exhibitorChangesSchema>;
