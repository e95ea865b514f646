import type { DB } from "~/.server/db";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { pickTranslation } from "~/lib/translations";
import { imagesById, toImage } from "../media/images.server";
import type { AreaSummary } from "./types";

export interface AreaDetail extends AreaSummary {
  /** The area's exhibitors registered for the event. */
  exhibitorIds: string[];
}

/** An area of the event's floor by its slug, or null. */
export async function getArea(
  db: DB,
  options: { eventId: string; slug: string; locale: Locale; fallbackLocale?: Locale },
): Promise<AreaDetail | null> {
  const { eventId, slug, locale, fallbackLocale = DEFAULT_LOCALE } = options;
  const row = await db
    .selectFrom("areas")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) return null;
  const [translations, members, images] = await Promise.all([
    db.selectFrom("area_translations").selectAll().where("area_id", "=", row.id).execute(),
    db
      .selectFrom("area_exhibitors as ax")
      .innerJoin("registration_exhibitors as re", (join) =>
        join.onRef("re.exhibitor_id", "=", "ax.exhibitor_id").on("re.event_id", "=", eventId),
      )
      .select("ax.exhibitor_id")
      .where("ax.area_id", "=", row.id)
      .execute(),
    imagesById(db, [row.image_id]),
  ]);
  const text = pickTranslation(translations, locale, fallbackLocale, ["name", "description"]);
  const exhibitorIds = members.map((member) => member.exhibitor_id);
  return {
    id: row.id,
    slug: row.slug,
    name: text.name || row.slug,
    description: text.description,
    exhibitorCount: exhibitorIds.length,
    image: toImage(row.image_id ? images.get(row.image_id) : null, "(min-width: 64em) 1120px, 100vw"),
    exhibitorIds,
  };
}
