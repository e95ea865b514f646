import { type ReactNode, type RefObject, useEffect } from "react";

// Labelled fields for the account forms. An error sits under its field,
// which points to it (aria-describedby) and says it is invalid (aria-invalid);
// the texts arrive translated.

const INPUT =
  "mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";
const ERROR = "mt-1 text-sm font-medium text-danger";
const HINT = "mt-0.5 text-sm text-muted";

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  type?: "text" | "email" | "tel" | "url" | "time" | "date";
  inputMode?: "decimal" | "numeric";
  autoComplete?: string;
  hint?: string;
  error?: string;
}

/** A control's label above it, its hint and its error below: what every field here shares. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (described: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      ) : null}
      {children({
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(hint && `${id}-hint`, error && `${id}-error`),
      })}
      {error ? (
        <p id={`${id}-error`} className={ERROR}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  id,
  name,
  label,
  defaultValue,
  type = "text",
  inputMode,
  autoComplete,
  hint,
  error,
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <input
          id={id}
          name={name}
          type={type}
          inputMode={inputMode}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          {...described}
          className={INPUT}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  id,
  name,
  label,
  defaultValue,
  rows = 4,
  error,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  rows?: number;
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(described) => (
        <textarea id={id} name={name} rows={rows} defaultValue={defaultValue} {...described} className={INPUT} />
      )}
    </Field>
  );
}

export function SelectField({
  id,
  name,
  label,
  defaultValue,
  options,
  error,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(described) => (
        <select id={id} name={name} defaultValue={defaultValue} {...described} className={INPUT}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface CheckboxGroupProps {
  /** The group's id; the boxes are `${id}-${value}`, the first of them takes the focus for an error. */
  id: string;
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
}

export function CheckboxGroup({ id, name, legend, options, checked, error }: CheckboxGroupProps) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className="text-sm font-semibold">{legend}</legend>
      <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-center gap-2 py-1">
              <input
                id={`${id}-${option.value}`}
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={checked.includes(option.value)}
                aria-invalid={error ? true : undefined}
                className="size-4 accent-primary"
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className={ERROR}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface CheckboxProps {
  id: string;
  name: string;
  label: string;
  defaultChecked: boolean;
  hint?: string;
  error?: string;
}

export function Checkbox({ id, name, label, defaultChecked, hint, error }: CheckboxProps) {
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-center gap-2 font-semibold">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
          className="size-4 accent-primary"
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={`${HINT} ml-6`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ERROR}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * After a refused save, moves the focus to the first field with an error, in
 * the form's order (a group's first box stands for the group). Every answer
 * brings a new `errors` object, so a second refusal focuses again.
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  errors: Record<string, string> | undefined,
  order: readonly string[],
): void {
  useEffect(() => {
    const first = errors && order.find((field) => errors[field]);
    const target = first ? form.current?.elements.namedItem(first) : null;
    const element = target instanceof RadioNodeList ? target[0] : target;
    if (element instanceof HTMLElement) element.focus();
  }, [form, errors, order]);
}
