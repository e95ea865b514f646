import { z } from "zod";

// What a backup says about itself: enough to refuse a restore that cannot work.

export const manifestSchema = z.object({
  format: z.literal("uncork-backup"),
  version: z.literal(1),
  dialect: z.enum(["sqlite", "postgres"]),
  /** The last migration the database had (app/.server/db/migrations). */
  migration: z.string().nullable(),
  createdAt: z.string(),
  /** The database's file inside the archive. */
  database: z.enum(["database.sqlite", "database.pgdump"]),
  media: z.boolean(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export function dialectOfUrl(url: string): "sqlite" | "postgres" {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

export function sqlitePathOf(url: string): string {
  return url.replace(/^file:/, "");
}
