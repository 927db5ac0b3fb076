// Store errors callers branch on. MongoDB reports a unique-index violation as code 11000 (E11000), on a plain
// write and inside a transaction alike; the embedded server answers the same.
export const DUPLICATE_KEY = 11000;

/** Whether a write failed because a unique index already holds its key. */
export const isDuplicateKeyError = (err: unknown): boolean => (err as { code?: number } | null)?.code === DUPLICATE_KEY;
