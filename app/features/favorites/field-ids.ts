// The ids of the fields on the my pages, shared by each page and its action
// (which names the field a refusal belongs to, so it shows next to it).

export const NEW_LIST_FIELD = "new-list-name";
export const renameField = (listId: string) => `rename-${listId}`;
export const deleteField = (listId: string) => `delete-${listId}`;

/** The fields of one bookmark: its new tag, its list, its removal. */
export const favoriteFields = (id: string) => ({ tag: `tag-${id}`, list: `list-${id}`, remove: `remove-${id}` });
