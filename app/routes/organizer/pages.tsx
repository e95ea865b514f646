import { Form, Link, redirect } from "react-router";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { runPageAction } from "~/.server/page-action";
import { DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { createContentPage, listContentPages } from "~/features/content-pages/content-pages.server";
import { CONTENT_KINDS, createPageSchema } from "~/features/content-pages/schemas";
import { OrganizerNav } from "~/features/organizer/components/organizer-nav";
import { loadOrganizerPage, organizerActor } from "~/features/organizer/organizer-page.server";
import { languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { organizerPageMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/pages";

// The organizer's content pages (docs/product/content-pages.md): every page
// and region of the event with what is published, and a new page by its
// address. Plain forms: it works without JavaScript.

export async function loader(args: Route.LoaderArgs) {
  const { locale, event, query } = await loadOrganizerPage(args);
  return {
    locale,
    query,
    event: { id: event.id, name: event.name },
    pages: await listContentPages(db(), { eventId: event.id }),
    title: serverT(locale)("content:list.title"),
  };
}

export async function action(args: Route.ActionArgs) {
  const organizer = await loadOrganizerPage(args);
  const { locale, user, event } = organizer;
  const form = Object.fromEntries(await args.request.formData());
  return runPageAction(
    async () => {
      const input = createPageSchema.parse(form);
      const page = await createContentPage(db(), {
        eventId: event.id,
        ...input,
        userId: user.id,
        actor: organizerActor(organizer),
      });
      return redirect(`/${locale}/organizer/pages/${page.id}`);
    },
    (refusal) => ({ error: refusal.messageKey, slug: String(form.slug ?? "") }),
  );
}

export const headers = privatePageHeaders;

export const meta = organizerPageMeta;

export default function OrganizerPages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { locale, event, pages, query } = loaderData;
  return (
    <div className="grid gap-8">
      <OrganizerNav locale={locale} query={query} />
      <header>
        <p className="text-muted">{event.name}</p>
        <h1 className="text-2xl font-semibold">{t("list.title")}</h1>
        <p className="mt-2 max-w-3xl">{t("list.intro")}</p>
      </header>
      <section aria-labelledby="pages-title" className="grid gap-3">
        <h2 id="pages-title" className="text-xl font-semibold">
          {t("list.heading")}
        </h2>
        {pages.length === 0 ? (
          <p>{t("list.empty")}</p>
        ) : (
          <DataTable
            caption={t("list.heading")}
            columns={[
              {
                header: t("list.address"),
                cell: (page) => <Link to={`/${locale}/organizer/pages/${page.id}`}>{page.slug}</Link>,
              },
              { header: t("list.kind"), cell: (page) => t(`kind.${page.kind}`) },
              { header: t("list.pageTitle"), cell: (page) => page.title },
              {
                header: t("list.status"),
                cell: (page) => (
                  <>
                    {page.publishedLocales.length === 0
                      ? t("status.draftOnly")
                      : t("status.publishedIn", {
                          languages: page.publishedLocales.map((l) => languageName(locale, l)).join(", "),
                        })}
                    {page.hasUnpublishedChanges ? ` · ${t("status.unpublishedChanges")}` : ""}
                  </>
                ),
              },
            ]}
            rows={pages}
            rowKey={(page) => page.id}
          />
        )}
      </section>
      <section aria-labelledby="create-title" className="grid max-w-xl gap-3">
        <h2 id="create-title" className="text-xl font-semibold">
          {t("create.heading")}
        </h2>
        <Form method="post" className="grid gap-3" noValidate>
          <TextField
            id="page-slug"
            name="slug"
            label={t("create.slug")}
            hint={t("create.slugHint")}
            defaultValue={actionData?.slug ?? ""}
            error={actionData?.error ? t(actionData.error) : undefined}
          />
          <div>
            <label htmlFor="page-kind" className="block text-sm font-semibold">
              {t("create.kind")}
            </label>
            <select id="page-kind" name="kind" className="mt-1 rounded-md border border-line bg-paper px-3 py-2">
              {CONTENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kind.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <p>
            <button type="submit" className={PRIMARY_BUTTON}>
              {t("create.submit")}
            </button>
          </p>
        </Form>
      </section>
    </div>
  );
}
