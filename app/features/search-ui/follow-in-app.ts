import type { MouseEvent } from "react";

/**
 * A click handler for a link whose href works without JavaScript: a plain
 * click runs `action` instead of loading the href; a click that opens a new
 * tab or window (modifier keys, middle button) follows the href as usual.
 */
export function followInApp(action: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    action();
  };
}
