/**
 * A collection's own actions (its deleted list, its export, lookups over it) are served under the
 * segment `-` (GitLab's convention): `GET /api/customers/-/export`. No id, code or token is `-`, so
 * no `:id` route beside them can take their requests, whatever order the controllers are
 * registered in. The public API's paths for them without the `-` are aliases (route-aliases.ts).
 */
export const COLLECTION_SEGMENT = '-';

/** A collection action's path relative to its collection: `onCollection('export')` is `-/export`. */
export const onCollection = (action: string): string => `${COLLECTION_SEGMENT}/${action}`;

/** The actions every list has beside its rows: the soft-deleted rows and the .xlsx export. */
export const LIST_ACTIONS = { deletedList: 'deleted-list', export: 'export' } as const;
