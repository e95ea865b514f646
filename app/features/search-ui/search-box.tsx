import { useEffect, useRef, useState } from "react";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 200;

interface Props {
  /** The text of the search shown (changes with back/forward). */
  value: string;
  placeholder: string;
  /**
   * Live search while typing: the first change of a bout of typing adds a
   * history entry (push), the following keystrokes amend it (replace), so
   * back returns to the search before the typing, not to each letter.
   */
  onSearch: (text: string, mode: "push" | "replace") => void;
}

/**
 * The text field of a list page's GET form (name "q"): without JavaScript,
 * Enter sends the form; with it, results follow the typing.
 */
export function SearchBox({ value, placeholder, onSearch }: Props) {
  const { t } = useTranslation("search");
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typed = useRef(value);
  const typing = useRef(false);

  // A search changed from outside (back, a chip, "clear all") shows here,
  // unless it is the echo of what was just typed.
  useEffect(() => {
    if (value !== typed.current.trim()) {
      clearTimeout(timer.current);
      typed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    typed.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      onSearch(next, typing.current ? "replace" : "push");
      typing.current = true;
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <div role="search" className="flex flex-wrap items-end gap-2">
      <label htmlFor="search-q" className="w-full text-sm font-semibold">
        {t("box.label")}
      </label>
      <input
        id="search-q"
        type="search"
        name="q"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          clearTimeout(timer.current);
          onSearch(text, typing.current ? "replace" : "push");
          typing.current = false;
        }}
        onBlur={() => {
          typing.current = false;
        }}
        className="min-w-0 flex-1 rounded-md border border-line bg-paper px-3 py-2 text-base focus:border-primary"
      />
      <button type="submit" className={PRIMARY_BUTTON}>
        {t("box.submit")}
      </button>
    </div>
  );
}
