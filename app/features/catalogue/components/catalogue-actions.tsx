import { type ComponentType, createContext, useContext } from "react";
import type { Contact } from "../types";

// What a visitor can do on the catalogue's cards and pages (keep a product
// or exhibitor, ask for a sample, write to a contact, take a tasting note)
// belongs to features built on top of the catalogue. The catalogue only
// leaves a place for each; the event's layout route hands in the controls
// (app/routes/event/layout.tsx), so the catalogue imports none of them
// (docs/architecture.md "Feature map"). A place without a control renders
// nothing.

export interface FavoriteControlProps {
  collectionId: string;
  type: "product" | "exhibitor";
  id: string;
  /** The item's name, for the control's accessible label. */
  name: string;
  /** An icon-sized control for cards. */
  compact?: boolean;
}

export interface SampleControlProps {
  collectionId: string;
  productId: string;
  name: string;
}

export interface ContactControlProps {
  contact: Pick<Contact, "id" | "name">;
}

export interface TastingNoteControlProps {
  collectionId: string;
  productId: string;
  name: string;
  /** The event's tastingNotesEnabled setting. */
  enabled: boolean;
}

export interface CatalogueActions {
  Favorite?: ComponentType<FavoriteControlProps>;
  Sample?: ComponentType<SampleControlProps>;
  ContactMessage?: ComponentType<ContactControlProps>;
  TastingNote?: ComponentType<TastingNoteControlProps>;
}

const CatalogueActionsContext = createContext<CatalogueActions>({});

export const CatalogueActionsProvider = CatalogueActionsContext.Provider;

export function useCatalogueActions(): CatalogueActions {
  return useContext(CatalogueActionsContext);
}
