import { z } from "zod";
import { writeIdSchema } from "~/lib/client-write-id";
import { defineMessages } from "~/lib/messages";

// Favourites and their named lists (docs/product/my-catalogue.md, Favourite): the documents the
// API returns and the inputs it accepts. Safe on the client and the server.
// Messages: the API's English and the key of locales/<lng>/my.json "errors".

export const FAVORITE_TYPES = ["product", "exhibitor"] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_LIST_NAME_LENGTH = 60;
/** Named lists a user may keep at one event. */
export const MAX_LISTS = 50;

export const FAVORITE_MESSAGES = defineMessages("my:errors", {
  invalid: "This doesn't look valid.",
  notFound: "Nothing found.",
  itemNotFound: "This product or exhibitor is not at this event.",
  favoriteNotFound: "This is not one of your favourites.",
  listNotFound: "This list does not exist.",
  taggedCannotBeRemoved: "A favourite with tags cannot be removed. Remove its tags first.",
  listsDisabled: "Lists are disabled for this site.",
  listNameRequired: "Please enter a name for the list.",
  listNameTooLong: "A list name can have at most 60 characters.",
  listNameTaken: "You already have a list with this name.",
  tooManyLists: "You can keep at most 50 lists.",
  tagInvalid: "A tag must have 1 to 40 characters.",
  tooManyTags: "A favourite can have at most 20 tags.",
  favoriteChanged:
    "This bookmark was changed since you read it. Apply your change to its current tags and send it again.",
});

/** A product or exhibitor id as it appears in a path. */
export const itemIdSchema = z.string().trim().min(1).max(100);
export const listIdSchema = z.string().trim().min(1).max(100);

export const tagSchema = z
  .string()
  .trim()
  .min(1, FAVORITE_MESSAGES.tagInvalid.key)
  .max(MAX_TAG_LENGTH, FAVORITE_MESSAGES.tagInvalid.key);

/** Tags trimmed, exact duplicates dropped (first kept), at most MAX_TAGS. */
export const tagsSchema = z
  .array(tagSchema)
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(MAX_TAGS, FAVORITE_MESSAGES.tooManyTags.key));

export const listNameSchema = z
  .string()
  .trim()
  .min(1, FAVORITE_MESSAGES.listNameRequired.key)
  .max(MAX_LIST_NAME_LENGTH, FAVORITE_MESSAGES.listNameTooLong.key);

export const favoriteListRefSchema = z.object({ listId: z.string(), name: z.string() });

export const favoriteSchema = z.object({
  id: z.string(),
  type: z.enum(FAVORITE_TYPES),
  addedAt: z.string(),
  tags: z.array(z.string()),
  list: favoriteListRefSchema.nullable(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/**
 * PUT …/favorites/{id}: merged into an existing favourite (only the fields
 * given change); `listId: null` takes it out of its list.
 */
export const favoriteInputSchema = z.object({
  type: z.enum(FAVORITE_TYPES),
  tags: tagsSchema.optional(),
  listId: listIdSchema.nullable().optional(),
});
export type FavoriteInput = z.infer<typeof favoriteInputSchema>;

export const favoriteListSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  count: z.number().int().min(0),
});
export type FavoriteList = z.infer<typeof favoriteListSchema>;

/** POST …/lists and PUT …/lists/{listId}. */
/** POST …/lists: the name, and the list's id when a device made it (docs/offline-writes.md). */
export const listInputSchema = z.object({ name: listNameSchema, id: writeIdSchema.optional() });
export type ListInput = z.infer<typeof listInputSchema>;
