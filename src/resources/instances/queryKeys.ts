/**
 * The dashboard's stats cards count instances, so creating, saving or deleting one refreshes them;
 * live events invalidate the key by its first part.
 */
export const statsKey = ['stats'] as const;
