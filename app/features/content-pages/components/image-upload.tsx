import type { FormEvent } from "react";
import { Form } from "react-router";
import { SECONDARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import { EDITOR_ERROR, EDITOR_INPUT } from "./editor-styles";

/** An image and its description, uploaded and then added to the end of the draft shown. */
export function ImageUpload(props: {
  /** The message key of a refused image. */
  error: string;
  busy: boolean;
  onUpload: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation("content");
  const { error } = props;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={props.onUpload}
      className="grid gap-3 rounded-md border border-line p-3"
      noValidate
    >
      <input type="hidden" name="intent" value="image" />
      <div>
        <label htmlFor="editor-image" className="block text-sm font-semibold">
          {t("editor.image")}
        </label>
        <p id="editor-image-hint" className="text-sm text-muted">
          {t("editor.imageHint")}
        </p>
        <input
          id="editor-image"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-describedby={error ? "editor-image-hint editor-image-error" : "editor-image-hint"}
          aria-invalid={error ? true : undefined}
          className="mt-1 block"
        />
        {error ? (
          <p id="editor-image-error" className={EDITOR_ERROR}>
            {t(error)}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="editor-image-alt" className="block text-sm font-semibold">
          {t("editor.imageAlt")}
        </label>
        <input id="editor-image-alt" name="alt" maxLength={200} className={EDITOR_INPUT} />
      </div>
      <p>
        <button type="submit" className={SECONDARY_BUTTON} disabled={props.busy}>
          {t("editor.upload")}
        </button>
      </p>
    </Form>
  );
}
