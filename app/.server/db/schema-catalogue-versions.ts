// Row types of an event's catalogue versions (migration 0021-catalogue-versions, docs/offline-package.md).

export type ChangedEntity = "product" | "exhibitor" | "producer" | "event";

export interface CatalogueVersionsTable {
  event_id: string;
  version: number;
}

export interface CatalogueChangesTable {
  event_id: string;
  entity: ChangedEntity;
  entity_id: string;
  version: number;
}

export interface CatalogueVersionsDatabase {
  catalogue_versions: CatalogueVersionsTable;
  catalogue_changes: CatalogueChangesTable;
}
