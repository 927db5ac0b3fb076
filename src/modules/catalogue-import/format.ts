// The catalogue import document, as the contract defines it (spec/platform/components/schemas/PlatformCatalogueImport*.yaml):
// the generated types are the single source, re-exported here under short names, plus the problem type every
// validation step reports.
export type {
  PlatformCatalogueImport as ImportDocument,
  PlatformCatalogueImportProduct as ImportProduct,
  PlatformCatalogueImportResult as ImportResult,
  PlatformCatalogueImportWeeklyHours as ImportWeeklyHours,
  PlatformCatalogueImportScheduleException as ImportScheduleException,
} from '../../../generated/sdk/platform/types.gen.js';
import type { PlatformCatalogueImport } from '../../../generated/sdk/platform/types.gen.js';

/** One thing wrong with a document: where (a JSON pointer into it) and what. */
export interface ImportProblem {
  pointer: string;
  message: string;
}

/** A JSON pointer from path segments (RFC 6901 escaping). */
export function pointer(...parts: (string | number)[]): string {
  return parts.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export const describeProblem = (p: ImportProblem): string => `${p.pointer || '/'}: ${p.message}`;

/** Thrown by importCatalogue when the document is invalid; nothing has been written. */
export class ImportValidationError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems.length ? describeProblem(problems[0]) : 'invalid catalogue document');
    this.name = 'ImportValidationError';
  }
}

export const COUNT_KINDS = [
  'locations',
  'categories',
  'collections',
  'billing_plans',
  'products',
  'variants',
  'bundles',
  'composites',
  'deals',
  'inventory_levels',
  'services',
  'staff',
  'resources',
  'shipping_zones',
] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

export function zeroCounts(): Record<CountKind, number> {
  return Object.fromEntries(COUNT_KINDS.map((k) => [k, 0])) as Record<CountKind, number>;
}

/** The natural key of a variant within its product: SKU, else its axis values, else its name. */
export function variantKey(v: { sku?: string; axis_values?: Record<string, string>; name?: string }): string {
  if (v.sku) return `sku:${v.sku}`;
  const axes = Object.entries(v.axis_values ?? {});
  if (axes.length)
    return (
      'axes:' +
      axes
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, val]) => `${k}=${val}`)
        .join('&')
    );
  return `name:${v.name ?? ''}`;
}

/** The display name of a variant: its own, else its axis values in axis order. */
export function variantName(v: { name?: string; axis_values?: Record<string, string> }, axisOrder: string[]): string {
  if (v.name) return v.name;
  return axisOrder
    .map((a) => v.axis_values?.[a])
    .filter(Boolean)
    .join(' / ');
}

/** The document's lists, absent ones as empty. */
export function fileLists(doc: PlatformCatalogueImport) {
  return {
    locations: doc.locations ?? [],
    categories: doc.categories ?? [],
    collections: doc.collections ?? [],
    plans: doc.billing_plans ?? [],
    products: doc.products ?? [],
    deals: doc.deals ?? [],
    staff: doc.staff ?? [],
    resources: doc.resources ?? [],
    shippingZones: doc.shipping?.zones ?? [],
    /** Undefined: pickup is left as it is. */
    pickupLocations: doc.shipping?.pickup_locations,
  };
}
export type FileLists = ReturnType<typeof fileLists>;
