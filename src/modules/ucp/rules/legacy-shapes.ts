// The pieces of the 2026-01-11 wire shapes (docs/ucp.md §Agents of release 2026-01-11) that several documents share:
// capabilities as a list, payment handlers as a list with their schemas, totals with every amount positive and
// types from a closed list, and message severities without `unrecoverable`. Pure; legacy-answer.ts and
// legacy-profile.ts build whole documents from them.

type Obj = Record<string, unknown>;

export const LEGACY_VERSION = '2026-01-11';

/** The schema every 2026-01-11 card instrument follows (what the sandbox handler takes). */
export const LEGACY_CARD_SCHEMA = 'https://ucp.dev/schemas/shopping/types/card_payment_instrument.json';

export const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The total types 2026-01-11 knows; any other type is shown as a fee (its text kept). */
const TOTAL_TYPES = new Set(['items_discount', 'subtotal', 'discount', 'fulfillment', 'tax', 'fee', 'total']);

/** A price breakdown in 2026-01-11 terms: discounts positive (they are subtracted), no itemised `lines`. */
export function legacyTotals(totals: unknown): Obj[] {
  if (!Array.isArray(totals)) return [];
  return totals.filter(isObj).map((t) => {
    const type = typeof t.type === 'string' && TOTAL_TYPES.has(t.type) ? t.type : 'fee';
    const amount = typeof t.amount === 'number' ? Math.abs(t.amount) : 0;
    const text = typeof t.display_text === 'string' ? t.display_text : type !== t.type ? String(t.type) : undefined;
    return { type, ...(text !== undefined && { display_text: text }), amount };
  });
}

/**
 * Messages with 2026-01-11's severities: `unrecoverable` did not exist; such an error is the buyer's to resolve
 * there (`requires_buyer_input`), which is also what makes a 2026-01-11 checkout escalate.
 */
export function legacyMessages(messages: unknown): Obj[] {
  if (!Array.isArray(messages)) return [];
  return messages
    .filter(isObj)
    .map((m) => (m.severity === 'unrecoverable' ? { ...m, severity: 'requires_buyer_input' } : m));
}

/** A capability registry (name → [{version, extends?, …}]) as 2026-01-11's list of `{name, version, …}`. */
export function legacyCapabilityList(registry: unknown): Obj[] {
  if (!isObj(registry)) return [];
  const out: Obj[] = [];
  for (const [name, entries] of Object.entries(registry)) {
    if (!Array.isArray(entries)) continue;
    for (const e of entries.filter(isObj)) {
      const { extends: parents, ...rest } = e;
      // 2026-01-11 names one parent; every extension of ours has exactly one.
      const parent = Array.isArray(parents) ? parents[0] : parents;
      out.push({ name, ...rest, ...(typeof parent === 'string' && { extends: parent }) });
    }
  }
  return out;
}

/**
 * A payment handler registry (name → [{id, version, spec, …}]) as 2026-01-11's `payment.handlers`: each handler
 * with its name, a config schema (its documentation: it takes no configuration) and the instrument schema it takes.
 */
export function legacyHandlers(registry: unknown): Obj[] {
  if (!isObj(registry)) return [];
  const out: Obj[] = [];
  for (const [name, entries] of Object.entries(registry)) {
    if (!Array.isArray(entries)) continue;
    for (const e of entries.filter(isObj)) {
      const spec = typeof e.spec === 'string' ? e.spec : LEGACY_CARD_SCHEMA;
      out.push({
        id: e.id,
        name,
        version: LEGACY_VERSION,
        spec,
        config_schema: spec,
        instrument_schemas: [LEGACY_CARD_SCHEMA],
        config: isObj(e.config) ? e.config : {},
      });
    }
  }
  return out;
}
