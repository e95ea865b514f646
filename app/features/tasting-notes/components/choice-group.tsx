import { type ReactNode, useRef } from "react";

// A one-tap choice among a few values: native radio buttons in a fieldset
// (so arrow keys move between them and the legend names the group), drawn as
// segments big enough for a thumb. Tapping the chosen value again clears
// it, and so does the Clear button beside the legend.

export interface ChoiceOption {
  value: string;
  /** What the segment shows; `label` is what is read out when they differ. */
  face: ReactNode;
  label: string;
}

interface Props {
  name: string;
  legend: ReactNode;
  /** Read after the legend ("1 to 5 stars"). */
  hint?: string;
  options: readonly ChoiceOption[];
  value: string | undefined;
  onChange(value: string | undefined): void;
  clearLabel: string;
  clearText: string;
  /** Segments as wide as their text (scales) or square (stars). */
  square?: boolean;
  /** Marks the segments up to the chosen one (stars). */
  cumulative?: boolean;
}

export function ChoiceGroup({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  clearLabel,
  clearText,
  square,
  cumulative,
}: Props) {
  const group = useRef<HTMLFieldSetElement>(null);
  const chosen = options.findIndex((o) => o.value === value);
  const clear = () => {
    onChange(undefined);
    // The button goes with the value: the focus stays in the group.
    group.current?.querySelector("input")?.focus();
  };
  return (
    <fieldset ref={group} className="min-w-0">
      <legend className="float-left py-1 font-medium">
        {legend}
        {hint ? (
          <>
            {" "}
            <span className="ml-1 text-sm font-normal text-muted">{hint}</span>
          </>
        ) : null}
      </legend>
      {value !== undefined ? (
        <button
          type="button"
          onClick={clear}
          className="float-right rounded px-2 py-1 text-sm text-primary underline hover:bg-wash"
        >
          <span aria-hidden="true">{clearText}</span>
          <span className="sr-only">{clearLabel}</span>
        </button>
      ) : null}
      <div className="clear-both flex flex-wrap gap-1.5 pt-1">
        {options.map((option, index) => {
          const marked = cumulative ? index <= chosen : index === chosen;
          return (
            <label key={option.value} className="relative cursor-pointer">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                onClick={() => option.value === value && onChange(undefined)}
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden={option.face !== option.label ? true : undefined}
                className={`flex min-h-11 items-center justify-center rounded-md border text-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${
                  square ? "min-w-11 text-2xl leading-none" : "px-3"
                } ${marked ? "border-primary bg-primary text-paper" : "border-line bg-paper text-ink hover:border-primary"} ${
                  option.value === value ? "font-semibold" : ""
                }`}
              >
                {option.face}
              </span>
              {option.face !== option.label ? <span className="sr-only">{option.label}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
