// What a business key may issue: a key never grants a scope its creator lacks (otherwise keys:write alone would
// be every scope), an expiry must lie ahead, and a business holds a bounded number of keys (the list is not paged).

/** Unrevoked business keys (active or expired) a business may hold; revoke some to make room. */
export const MAX_BUSINESS_KEYS = 100;

/** The first scope of `granted` that `held` lacks, in the order asked for; undefined when all are held. */
export function missingGrant(held: readonly string[], granted: readonly string[]): string | undefined {
  return granted.find((s) => !held.includes(s));
}

/** Why `expiresAt` is refused (not after `now`), or undefined when it is acceptable or absent. */
export function expiryProblem(expiresAt: Date | undefined, now: Date): string | undefined {
  if (expiresAt === undefined) return undefined;
  return expiresAt.getTime() > now.getTime()
    ? undefined
    : `expires_at: must be in the future (now is ${now.toISOString()})`;
}
