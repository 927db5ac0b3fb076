// Resolving a customer's choice on every variant axis to one variant, and the display order of variants.
import type { VariantAxisDoc, VariantDoc } from '../model.js';
import { invalid, missing } from './errors.js';

/** Default variant first, then the business's display order (`position`), then id for stability. */
export function orderVariants<V extends Pick<VariantDoc, '_id' | 'is_default' | 'position'>>(variants: readonly V[]): V[] {
  return [...variants].sort(
    (a, b) => Number(b.is_default) - Number(a.is_default) || a.position - b.position || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
}

/**
 * The variant whose `axis_values` equal the selection on every axis (values compared case-insensitively).
 * `invalid` when the selection is empty, misses an axis or names one the product lacks; `not_found` when a value is
 * not one of the axis's values or no variant has the combination.
 */
export function findVariantByAxes<V extends Pick<VariantDoc, 'axis_values'>>(
  axes: readonly VariantAxisDoc[],
  variants: readonly V[],
  selection: Readonly<Record<string, string>>,
): V {
  const names = Object.keys(selection);
  if (names.length === 0) throw invalid('axis_selections: must name every variant axis of the product');
  const known = new Set(axes.map((a) => a.name));
  for (const name of names) if (!known.has(name)) throw invalid(`axis_selections.${name}: the product has no such axis`);
  for (const axis of axes) if (!(axis.name in selection)) throw invalid(`axis_selections.${axis.name}: is required`);
  const wanted = new Map<string, string>();
  for (const axis of axes) {
    const value = selection[axis.name].trim().toLowerCase();
    if (!axis.values.some((v) => v.toLowerCase() === value)) {
      throw missing(`axis_selections.${axis.name}: "${selection[axis.name]}" is not a value of this axis`);
    }
    wanted.set(axis.name, value);
  }
  const hit = variants.find((v) => [...wanted].every(([name, value]) => (v.axis_values?.[name] ?? '').toLowerCase() === value));
  if (!hit) throw missing('No variant of this product has that combination of axis values');
  return hit;
}
