// Placeholder until the tasting-notes work lands (helper replaces this file).
export interface TastingNoteSectionProps {
  collectionId: string;
  productId: string;
  name: string;
}
export function TastingNoteSection(_props: TastingNoteSectionProps) {
  return null;
}
