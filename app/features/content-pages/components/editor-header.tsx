import { Form, Link } from "react-router";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { EditorPage } from "../content-pages.server";

/** The way back to the pages, the page's address and kind, its public page, and Publish. */
export function EditorHeader(props: {
  locale: Locale;
  page: EditorPage;
  /** Where visitors read the page in the locale shown. */
  publicPath: string;
  publishable: boolean;
}) {
  const { t } = useTranslation("content");
  const { page } = props;
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <p className="text-muted">
          <Link to={`/${props.locale}/organizer/pages`}>{t("editor.back")}</Link>
        </p>
        <h1 className="text-2xl font-semibold">{t("editor.title", { slug: page.slug })}</h1>
        <p className="text-sm text-muted">
          {t(`kind.${page.kind}`)}
          {page.kind === "page" ? (
            <>
              {" · "}
              <a href={props.publicPath}>{t("editor.publicLink")}</a>
            </>
          ) : null}
        </p>
      </div>
      <Form method="post" replace preventScrollReset>
        <input type="hidden" name="intent" value="publish" />
        <button type="submit" className={PRIMARY_BUTTON} disabled={!props.publishable}>
          {t("editor.publish")}
        </button>
      </Form>
    </header>
  );
}
