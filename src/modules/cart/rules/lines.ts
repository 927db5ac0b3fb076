// Rules about cart lines that need no store: when two adds are the same configuration (and so merge into one
// line), the quantity limits, and how much stock a cart already asks of a product or variant.
import type { BundleSelection, CompositeSelection } from '../../catalogue/index.js';
import type { CartLineDoc } from '../model.js';
export const MAX_LINE_QUANTITY = 100;

type Config = Pick<
  CartLineDoc,
  | 'product_id'
  | 'variant_id'
  | 'add_on_option_ids'
  | 'special_instructions'
  | 'bundle_selections'
  | 'composite_selections'
  | 'scheduled_start'
  | 'billing_plan_id'
  | 'quote_id'
>;

const bundleKey = (s: readonly BundleSelection[]) =>
  s
    .map((x) => `${x.component_id}|${x.variant_id ?? ''}|${x.quantity}`)
    .sort()
    .join(';');
const compositeKey = (s: readonly CompositeSelection[]) =>
  s
    .map((x) => `${x.component_id}|${x.variant_id ?? ''}|${x.add_on_option_id ?? ''}|${x.quantity}`)
    .sort()
    .join(';');

/** Booking lines (a slot of their own) and quoted lines (a locked price of their own) never merge. */
export function isMergeable(line: Pick<CartLineDoc, 'scheduled_start' | 'quote_id'>): boolean {
  return line.scheduled_start === null && line.quote_id === null;
}

/**
 * The identity of a line's configuration: product, variant, add-on options (as a set), bundle and composite
 * selections (as sets), special instructions and billing plan. Two mergeable lines with the same key merge.
 */
export function configurationKey(line: Config): string {
  return JSON.stringify([
    line.product_id,
    line.variant_id,
    [...line.add_on_option_ids].sort(),
    bundleKey(line.bundle_selections),
    compositeKey(line.composite_selections),
    line.special_instructions ?? '',
    line.billing_plan_id,
  ]);
}

/** The existing line an add merges into, if any. */
export function findMergeTarget<L extends Config & { id: string }>(
  lines: readonly L[],
  incoming: Config,
): L | undefined {
  if (!isMergeable(incoming)) return undefined;
  const key = configurationKey(incoming);
  return lines.find((l) => isMergeable(l) && configurationKey(l) === key);
}

/** Units of one product (variant_id null) or variant already in the cart, over every line, except one line. */
export function unitsInCart(
  lines: readonly Pick<CartLineDoc, 'id' | 'product_id' | 'variant_id' | 'quantity'>[],
  productId: string,
  variantId: string | null,
  exceptLineId?: string,
): number {
  return lines.reduce(
    (n, l) =>
      l.id !== exceptLineId && l.product_id === productId && (variantId === null || l.variant_id === variantId)
        ? n + l.quantity
        : n,
    0,
  );
}
