// Placeholder until the favourites work lands (helper replaces this file).
export interface BookmarkButtonProps {
  collectionId: string;
  type: "product" | "exhibitor";
  id: string;
  /** The item's name, for the button's accessible label. */
  name: string;
}
export function BookmarkButton(_props: BookmarkButtonProps) {
  return null;
}
