// What an agent's create or update body asks of a checkout, read into the session's terms (docs/ucp.md §Sessions).
// Pure. Bodies are open: only the members read here count, anything else is ignored (the contract has already
// checked the types of the members it declares).
//
// - Lines keep their id across updates: a line naming its id (or, failing that, the first unmatched line of the
//   same item) is the same line; any other is new.
// - Methods and groups are matched by id, and an update that leaves the ids out is matched by position (the i-th
//   method of the body is the session's i-th method; its first group, the method's one group). A method without
//   a type keeps the matched one's, else is shipping.
import type { UcpBuyer, UcpSessionLine, UcpSessionMethod } from '../sessions-model.js';
import { postalAddressOf } from './addresses.js';
import type { UcpPostalAddress } from '../sessions-model.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const objects = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);

export interface LineRequest {
  /** Our id for the line (kept or new). */
  id: string;
  item_id: string;
  quantity: number;
}

/** The body's lines with our ids: kept for lines the session knows, `newId()` for new ones. */
export function lineRequests(body: Obj, stored: readonly UcpSessionLine[], newId: () => string): LineRequest[] {
  const free = new Set(stored.map((l) => l.id));
  const inputs = objects(body.line_items).map((l) => ({
    id: str(l.id),
    item_id: str(isObj(l.item) ? l.item.id : undefined) ?? '',
    quantity: typeof l.quantity === 'number' ? l.quantity : 1,
  }));
  const ids: (string | undefined)[] = inputs.map((l) => {
    if (l.id && free.has(l.id)) {
      free.delete(l.id);
      return l.id;
    }
    return undefined;
  });
  return inputs.map((l, i) => {
    let id = ids[i];
    if (!id) {
      const same = stored.find((s) => free.has(s.id) && s.item_id === l.item_id);
      if (same) free.delete(same.id);
      id = same?.id ?? newId();
    }
    return { id, item_id: l.item_id, quantity: l.quantity };
  });
}

const CONSENT_KEYS = ['analytics', 'preferences', 'marketing', 'sale_of_data'] as const;

/** The buyer the body names (its known members), or null when it names none. */
export function buyerOf(body: Obj): UcpBuyer | null {
  if (!isObj(body.buyer)) return null;
  const b = body.buyer;
  const out: UcpBuyer = {};
  for (const k of ['first_name', 'last_name', 'phone_number'] as const) {
    const v = str(b[k]);
    if (v) out[k] = v;
  }
  const email = str(b.email);
  if (email) out.email = email;
  if (isObj(b.consent)) {
    const consent: NonNullable<UcpBuyer['consent']> = {};
    for (const k of CONSENT_KEYS) if (typeof b.consent[k] === 'boolean') consent[k] = b.consent[k] as boolean;
    out.consent = consent;
  }
  return Object.keys(out).length ? out : null;
}

/** A record member as sent (context, signals, attribution), or null. */
export const recordOf = (body: Obj, key: string): Obj | null => (isObj(body[key]) ? (body[key] as Obj) : null);

/** The discount codes asked for, in order (blank ones dropped). */
export function codesOf(body: Obj): string[] {
  const d = body.discounts;
  if (!isObj(d) || !Array.isArray(d.codes)) return [];
  return d.codes.flatMap((c) => (str(c) ? [str(c)!] : []));
}

/** A destination as sent: an address (its id optional) or only the id of one the business offered. */
export interface DestinationRequest {
  id?: string;
  address: UcpPostalAddress;
}

export interface MethodRequest {
  /** Our id: the matched method's, the body's, or `method_<n>`. */
  id: string;
  type: 'shipping' | 'pickup';
  /** As sent (our line ids); undefined: not said. */
  line_item_ids?: string[];
  /** undefined: none sent. */
  destinations?: DestinationRequest[];
  selected_destination_id: string | null;
  group: { id: string; selected_option_id: string | null };
  /** Its index in the body (for message paths). */
  index: number;
}

function destinationsOf(m: Obj): DestinationRequest[] | undefined {
  if (!Array.isArray(m.destinations)) return undefined;
  return objects(m.destinations).map((d) => ({ id: str(d.id), address: postalAddressOf(d) }));
}

/** The body's methods matched to the session's (by id, else by position), with ids for new ones. */
export function methodRequests(body: Obj, stored: readonly UcpSessionMethod[]): MethodRequest[] {
  const f = body.fulfillment;
  const inputs = isObj(f) ? objects(f.methods) : [];
  const taken = new Set<string>();
  return inputs.map((m, index) => {
    const sentId = str(m.id);
    const match = (sentId ? stored.find((s) => s.id === sentId) : stored[index]) ?? undefined;
    const type = m.type === 'pickup' || m.type === 'shipping' ? m.type : (match?.type ?? 'shipping');
    let id = match?.id ?? sentId ?? `method_${index + 1}`;
    if (taken.has(id)) id = `method_${index + 1}`;
    taken.add(id);
    const groups = objects(m.groups);
    const g = groups.find((x) => str(x.id) && match?.groups.some((sg) => sg.id === str(x.id))) ?? groups[0];
    const selected = g && (typeof g.selected_option_id === 'string' ? g.selected_option_id : null);
    const lineIds = Array.isArray(m.line_item_ids) ? m.line_item_ids.filter((x) => typeof x === 'string') : undefined;
    return {
      id,
      type,
      ...(lineIds !== undefined && { line_item_ids: lineIds as string[] }),
      ...(destinationsOf(m) !== undefined && { destinations: destinationsOf(m) }),
      selected_destination_id: str(m.selected_destination_id) ?? null,
      group: { id: match?.groups[0]?.id ?? `group_${index + 1}`, selected_option_id: selected || null },
      index,
    };
  });
}
