// Narrowing a product's variants by the options a buyer has chosen so far (UCP get_product: `selected`,
// `preferences`), as a product page does: which selections hold, which variant is featured, which variants match,
// and for every option value whether some variant with it exists and can be bought given the other choices. Pure.
//
// A variant id in the request fixes the selection to that variant's own options (the request's `selected` is then
// ignored). Otherwise selections naming no option of the product are dropped, and while no variant has every
// remaining selection, one is dropped: first those the request's `preferences` do not name (the last chosen
// first), then the named ones from the end of `preferences`. Without selections the featured variant (the first
// that can be bought, else the first) decides them.
import type { UcpProductOption, UcpSelectedOption } from '../../../../generated/sdk/ucp/types.gen.js';
import { optionName, type ProjectedVariantEntry } from './product-projection.js';

export interface Axis {
  name: string;
  label: string;
  values: readonly string[];
}

export interface SelectionRequest {
  /** The variant the request named by id, when it named one. */
  variantId?: string;
  selected?: readonly { name: string; label: string; id?: string }[];
  preferences?: readonly string[];
}

export interface Selection {
  /** The selections in force, in the product's option order. */
  selected: UcpSelectedOption[];
  /** The variants having them, the featured one first. */
  variants: ProjectedVariantEntry[];
  /** Every option with each value's `exists` and `available` given the other selections. */
  options: UcpProductOption[];
}

/** Axis name → lower-cased value. */
type Choice = Map<string, string>;

export function selectVariants(
  axes: readonly Axis[],
  entries: readonly ProjectedVariantEntry[],
  req: SelectionRequest,
): Selection {
  const shown = axes.filter((a) => a.values.length > 0);
  const named = req.variantId ? entries.find((e) => e.ucp.id === req.variantId) : undefined;
  let choice: Choice = named ? choiceOf(shown, named) : relax(shown, entries, requested(shown, req), req.preferences);
  const matching = entries.filter((e) => matches(e, choice));
  const featured = named ?? matching.find((e) => e.available) ?? matching[0] ?? entries[0];
  // No selection asked for (or none left): the featured variant's options are the selection.
  if (!named && choice.size === 0 && !req.selected?.length) choice = choiceOf(shown, featured);
  const variants = [featured, ...entries.filter((e) => e !== featured && matches(e, choice))];
  return { selected: selectedOf(shown, choice), variants, options: optionsOf(shown, entries, choice) };
}

/** The request's selections that name an option and one of its values (by label or id), first per option. */
function requested(axes: readonly Axis[], req: SelectionRequest): { axis: string; value: string }[] {
  const out: { axis: string; value: string }[] = [];
  for (const s of req.selected ?? []) {
    const axis = findAxis(axes, s.name);
    if (!axis || out.some((o) => o.axis === axis.name)) continue;
    const wanted = [s.label, s.id].filter((x): x is string => typeof x === 'string').map(lower);
    const value = axis.values.find((v) => wanted.includes(lower(v)));
    out.push({ axis: axis.name, value: value === undefined ? lower(s.label ?? '') : lower(value) });
  }
  return out;
}

/** Drops selections (in the order the header says) until some variant has all of the rest. */
function relax(
  axes: readonly Axis[],
  entries: readonly ProjectedVariantEntry[],
  asked: { axis: string; value: string }[],
  preferences: readonly string[] | undefined,
): Choice {
  const choice: Choice = new Map(asked.map((a) => [a.axis, a.value]));
  const ranked = (preferences ?? []).map((p) => findAxis(axes, p)?.name).filter((n): n is string => !!n);
  const unranked = asked.map((a) => a.axis).filter((n) => !ranked.includes(n));
  const dropOrder = [...unranked.reverse(), ...[...ranked].reverse()];
  for (const axis of dropOrder) {
    if (entries.some((e) => matches(e, choice))) break;
    choice.delete(axis);
  }
  return choice;
}

function optionsOf(axes: readonly Axis[], entries: readonly ProjectedVariantEntry[], choice: Choice) {
  return axes.map((axis) => {
    const others: Choice = new Map([...choice].filter(([name]) => name !== axis.name));
    return {
      name: optionName(axis),
      values: axis.values.map((label) => {
        const having = entries.filter(
          (e) => matches(e, others) && lower(e.axisValues[axis.name] ?? '') === lower(label),
        );
        return { label, available: having.some((e) => e.available), exists: having.length > 0 };
      }),
    };
  });
}

function selectedOf(axes: readonly Axis[], choice: Choice): UcpSelectedOption[] {
  const out: UcpSelectedOption[] = [];
  for (const axis of axes) {
    const value = choice.get(axis.name);
    if (value === undefined) continue;
    out.push({ name: optionName(axis), label: axis.values.find((v) => lower(v) === value) ?? value });
  }
  return out;
}

function choiceOf(axes: readonly Axis[], entry: ProjectedVariantEntry): Choice {
  const choice: Choice = new Map();
  for (const axis of axes) {
    const value = entry.axisValues[axis.name];
    if (value !== undefined && value !== '') choice.set(axis.name, lower(value));
  }
  return choice;
}

const matches = (e: ProjectedVariantEntry, choice: Choice) =>
  [...choice].every(([axis, value]) => lower(e.axisValues[axis] ?? '') === value);

/** An option named by its label (`Size`) or its name (`size`), without regard to case. */
const findAxis = (axes: readonly Axis[], name: string) =>
  axes.find((a) => lower(a.label) === lower(name) || lower(a.name) === lower(name));

const lower = (s: string) => s.trim().toLowerCase();
