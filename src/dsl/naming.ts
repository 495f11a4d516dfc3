/**
 * Naming rules both declaration styles follow, so a nested route's param and a collection's route name come
 * out the same whichever style declared them.
 */

/** The param nested routes name their parent by: `post_id` for resources nested in `posts`. */
export const parentIdParam = (singular: string): string => `${singular}_id`;

/**
 * The name of a plural resource's collection route (`posts`). An uncountable name (`sheep`) would give the
 * collection and the member the same name, so the collection gets `_index`.
 */
export const collectionRouteName = (plural: string, singular: string): string => (plural === singular ? `${plural}_index` : plural);
