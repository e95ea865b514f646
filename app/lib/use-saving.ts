import { useNavigation } from "react-router";

// A form that sends back the values it showed (a `base`, a version), or that
// starts again from the stored values after a save (a `key` on them), waits
// from its save until the page has read what the save wrote. React Router
// shows the action's answer first, while the page still holds the values from
// before: a change typed then would be dropped when the form starts again, and
// a second save would send the old base, so a change back would be taken for
// no change, or for someone else's (409). Such a form disables its fields and
// its button while this is true (docs/product/site-settings.md, "Settings": its paragraph "Saving").

/** True from a form's submission until the page has read its data again after it. */
export function useSaving(): boolean {
  return useNavigation().state !== "idle";
}
