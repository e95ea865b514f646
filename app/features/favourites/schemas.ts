import { z } from "zod";

// Favourites and their named lists (SPEC §3 Favourite, §7): the documents the
// API returns and the inputs it accepts. Safe on the client and the server.
// Messages are the API's English; pages map them to their own locale keys.

export const FAVOURITE_TYPES = ["product", "exhibitor"] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_LIST_NAME_LENGTH = 60;
/** Named lists a user may keep at one event. */
export const MAX_LISTS = 50;

export const FAVOURITE_MESSAGES = {
  invalid: "This doesn't look valid.",
  notFound: "Nothing found.",
  itemNotFound: "This product or exhibitor is not at this event.",
  favouriteNotFound: "This is not one of your favourites.",
  listNotFound: "This list does not exist.",
  taggedCannotBeRemoved: "A favourite with tags cannot be removed. Remove its tags first.",
  listsDisabled: "Lists are disabled for this site.",
  listNameRequired: "Please enter a name for the list.",
  listNameTooLong: "A list name can have at most 60 characters.",
  listNameTaken: "You already have a list with this name.",
  tooManyLists: "You can keep at most 50 lists.",
  tagInvalid: "A tag must have 1 to 40 characters.",
  tooManyTags: "A favourite can have at most 20 tags.",
} as const;
export type FavouriteMessage = (typeof FAVOURITE_MESSAGES)[keyof typeof FAVOURITE_MESSAGES];

/** A product or exhibitor id as it appears in a path. */
export const itemIdSchema = z.string().trim().min(1).max(100);
export const listIdSchema = z.string().trim().min(1).max(100);

export const tagSchema = z
  .string()
  .trim()
  .min(1, FAVOURITE_MESSAGES.tagInvalid)
  .max(MAX_TAG_LENGTH, FAVOURITE_MESSAGES.tagInvalid);

/** Tags trimmed, exact duplicates dropped (first kept), at most MAX_TAGS. */
export const tagsSchema = z
  .array(tagSchema)
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(MAX_TAGS, FAVOURITE_MESSAGES.tooManyTags));

export const listNameSchema = z
  .string()
  .trim()
  .min(1, FAVOURITE_MESSAGES.listNameRequired)
  .max(MAX_LIST_NAME_LENGTH, FAVOURITE_MESSAGES.listNameTooLong);

export const favouriteListRefSchema = z.object({ listId: z.string(), name: z.string() });

export const favouriteSchema = z.object({
  id: z.string(),
  type: z.enum(FAVOURITE_TYPES),
  addedAt: z.string(),
  tags: z.array(z.string()),
  list: favouriteListRefSchema.nullable(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/**
 * PUT …/favorites/{id}: merged into an existing favourite (only the fields
 * given change); `listId: null` takes it out of its list.
 */
export const favouriteInputSchema = z.object({
  type: z.enum(FAVOURITE_TYPES),
  tags: tagsSchema.optional(),
  listId: listIdSchema.nullable().optional(),
});
export type FavouriteInput = z.infer<typeof favouriteInputSchema>;

export const favouriteListSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  count: z.number().int().min(0),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** POST …/lists and PUT …/lists/{listId}. */
export const listInputSchema = z.object({ name: listNameSchema });
export type ListInput = z.infer<typeof listInputSchema>;
