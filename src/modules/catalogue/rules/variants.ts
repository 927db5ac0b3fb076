// Resolving a customer's choice on every variant axis to one variant, and the display order of variants.
import type { VariantAxisDoc, VariantDoc } from '../model.js';
import { invalid, missing } from './errors.js';

/** Default variant first, then the business's display order (`position`), then id for stability. */
export function orderVariants<V extends Pick<VariantDoc, '_id' | 'is_default' | 'position'>>(
  variants: readonly V[],
): V[] {
  return [...variants].sort(
    (a, b) =>
      Number(b.is_default) - Number(a.is_default) ||
      a.position - b.position ||
      (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
}

/**
 * The variant whose `axis_values` equal the selection on every axis (values compared case-insensitively), in the
 * interface's order of answers: `invalid` for an empty selection or an axis name the product lacks; `not_found`
 * for a value that is not one of its axis's values, or a selection no variant has (even when axes are left out);
 * `invalid` naming an axis left out only when variants do match the rest and the missing axis must choose.
 */
export function findVariantByAxes<V extends Pick<VariantDoc, 'axis_values'>>(
  axes: readonly VariantAxisDoc[],
  variants: readonly V[],
  selection: Readonly<Record<string, string>>,
): V {
  const names = Object.keys(selection);
  if (names.length === 0) throw invalid('axis_selections: must name every variant axis of the product');
  const byName = new Map(axes.map((a) => [a.name, a]));
  for (const name of names)
    if (!byName.has(name)) throw invalid(`axis_selections.${name}: the product has no such axis`);
  const wanted = new Map<string, string>();
  for (const name of names) {
    const value = selection[name].trim().toLowerCase();
    if (!byName.get(name)!.values.some((v) => v.toLowerCase() === value)) {
      throw missing(`axis_selections.${name}: "${selection[name]}" is not a value of this axis`);
    }
    wanted.set(name, value);
  }
  const matching = variants.filter((v) =>
    [...wanted].every(([name, value]) => (v.axis_values?.[name] ?? '').toLowerCase() === value),
  );
  if (matching.length === 0) throw missing('No variant of this product has that combination of axis values');
  const left = axes.find((a) => !(a.name in selection));
  if (left) throw invalid(`axis_selections.${left.name}: is required (${matching.length} variants match the rest)`);
  return matching[0];
}
