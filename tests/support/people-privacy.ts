import { privacyOf } from "~/features/people/privacy";

// People of an event with their kind's default privacy, or a profile's
// choices: what the privacy, meeting and chat rules' unit tests compare.

type ProfileChoices = Parameters<typeof privacyOf>[1];

export const rep = (id: string, profile: ProfileChoices = null, discoverable = true) => ({
  id,
  kind: "representative" as const,
  privacy: privacyOf({ kind: "representative", discoverable }, profile),
});

export const visitor = (id: string, profile: ProfileChoices = null, discoverable = true) => ({
  id,
  kind: "attendee" as const,
  privacy: privacyOf({ kind: "attendee", discoverable }, profile),
});
