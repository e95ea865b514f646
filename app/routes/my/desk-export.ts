import { z } from "zod";
import { notFound } from "~/.server/errors";
import { deskExport } from "~/features/exhibitor-desk/desk-export.server";
import { loadDeskPage } from "~/features/exhibitor-desk/desk-page.server";
import { DESK_SECTIONS } from "~/features/exhibitor-desk/desk-sections";
import type { Route } from "./+types/desk-export";

// /{locale}/my/desk/export/{section}?event=&exhibitor=: one desk section as
// an Excel file, for whoever may open the desk (else 401/403, as the pages).

const paramsSchema = z.object({ section: z.enum(DESK_SECTIONS) });

export async function loader(args: Route.LoaderArgs) {
  const params = paramsSchema.safeParse(args.params);
  if (!params.success) notFound();
  const page = await loadDeskPage(args);
  return deskExport(page, params.data.section);
}
