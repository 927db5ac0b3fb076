// Deep freezing, for values one process shares between requests (cached catalogue documents, shared reads): a
// request that changed a shared value would change it for every other. In strict code (every module here) a write
// to a frozen object throws, so such a caller fails loudly instead of corrupting the others' view.

/** Freezes `value` and everything reachable from it (Dates stay as they are: freezing one does not stop setTime). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
