import type { CatalogueActions } from "~/features/catalogue/components/catalogue-actions";
import { SendMessageButton } from "~/features/contact/components/send-message-button";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { SampleCartButton } from "~/features/samples/components/sample-cart-button";
import { TastingNoteSection } from "~/features/tasting-notes/components/tasting-note-section";

// The controls of the features built on the catalogue, in the places its
// cards and pages leave for them (catalogue/components/catalogue-actions.tsx):
// handed in by the event's layout online and by the offline page for a saved
// fair, where the bookmark and the note work on the device
// (docs/offline-writes.md).
export const CATALOGUE_CONTROLS: CatalogueActions = {
  Favorite: FavoriteButton,
  Sample: SampleCartButton,
  ContactMessage: SendMessageButton,
  TastingNote: TastingNoteSection,
};
