// The messages a UCP checkout answers about its lines and its discount codes (docs/ucp.md §Messages): what is not
// for sale or not in stock (errors the agent can fix: `recoverable`), and each code that gave nothing (a warning
// at `$.discounts.codes[i]`, the code echoed but absent from `applied`).
import { CODE_REJECTION_TEXT, type CodePricedCart } from '../../modules/cart/index.js';
import type { OutMessage, ViewLine } from './checkout-types.js';

export type { OutMessage };

const lineName = (l: ViewLine) => {
  const p = l.priced!;
  return p.variant_name ? `${p.name} (${p.variant_name})` : p.name;
};

/** Unavailable lines, and lines asking for more than the stock left (all lines of one product counted together). */
export function pricedLineMessages(
  lines: readonly ViewLine[],
  stock: ReadonlyMap<string, number>,
  keyOf: (l: ViewLine) => string | null,
): OutMessage[] {
  const wanted = new Map<string, number>();
  for (const l of lines) {
    const key = keyOf(l);
    if (key) wanted.set(key, (wanted.get(key) ?? 0) + l.line.quantity);
  }
  const out: OutMessage[] = [];
  for (const l of lines) {
    const path = `$.line_items[${l.index}]`;
    if (!l.priced || !l.priced.available) {
      const content = l.priced?.problem ?? `Item ${l.line.item_id} is no longer for sale`;
      out.push({ type: 'error', code: 'item_unavailable', content, severity: 'recoverable', path });
      continue;
    }
    const key = keyOf(l);
    if (!key) continue;
    const left = stock.get(key) ?? 0;
    if (wanted.get(key)! <= left) continue;
    const content =
      left === 0 ? `${lineName(l)}: out of stock` : `${lineName(l)}: only ${left} available; lower the quantity`;
    out.push({ type: 'error', code: 'out_of_stock', content, severity: 'recoverable', path });
  }
  return out;
}

/** UCP's warning code for each reason a code gave nothing. */
const REJECTION_CODE: Record<keyof typeof CODE_REJECTION_TEXT, string> = {
  not_found: 'discount_code_invalid',
  inactive: 'discount_code_invalid',
  not_started: 'discount_code_invalid',
  expired: 'discount_code_expired',
  duplicate: 'discount_code_already_applied',
  nothing_left: 'discount_code_combination_disallowed',
  min_subtotal_not_met: 'discount_code_user_ineligible',
  not_applicable: 'discount_code_user_ineligible',
  not_valid_at_location: 'discount_code_user_ineligible',
  usage_limit_reached: 'discount_code_user_ineligible',
};

export function discountMessages(codes: readonly string[], priced: CodePricedCart): OutMessage[] {
  return priced.rejected.map((r) => ({
    type: 'warning' as const,
    code: REJECTION_CODE[r.reason],
    content: `${codes[r.index] ?? r.code} ${CODE_REJECTION_TEXT[r.reason]}`,
    path: `$.discounts.codes[${r.index}]`,
  }));
}
