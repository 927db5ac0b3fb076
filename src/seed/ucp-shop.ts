// A sandbox shop for UCP agents from a merchant's own tables (the shape of the official conformance suite's "flower
// shop" CSV files: products, inventory, discount codes, shipping rates, free-shipping promotions, customers and their
// addresses, payment instruments), seeded through the service's own paths: the catalogue import (test mode), the
// business's UCP settings, its test-helper secret and the UCP address book. scripts/ucp-flower-shop.ts reads the
// CSV files into these tables; the conformance tests seed a shop of their own (test/ucp/fixtures) the same way.
//
// What the import cannot say as the tables do, and how it is said instead:
// - a product id with underscores (`bouquet_roses`) cannot be a slug: the product's slug is the id with hyphens, and
//   its one variant carries the id as its SKU (a checkout line's `item.id` may be a SKU; answers echo the agent's id);
// - a rate for country `default` is the rest of the world: a zone of every country no other rate names; a country's
//   zone takes its own rate of a service level, else the default one, sorted by price;
// - a free-shipping promotion is a rule of the `standard` rates: `min_subtotal` their `free_above`, the eligible
//   items their `free_products`;
// - customers and addresses go to the UCP address book (ids kept), not to the catalogue;
// - payment instruments need nothing: their handler id becomes the sandbox handler's id, their tokens are the
//   sandbox's (`success_token`, `fail_token`).
import {
  type BusinessSettingsChange,
  setUcpSimulationSecret,
  ucpSimulationSecret,
  updateBusinessSettings,
} from '../modules/business/index.js';
import { importCatalogue, type ImportDeps } from '../modules/catalogue-import/index.js';
import { type ImportedAddress, importSavedAddresses } from '../modules/ucp/index.js';

type Row = Record<string, string>;

/** The merchant's tables, one object per row, every cell a string (as CSV gives them). */
export interface ShopTables {
  products: Row[];
  inventory?: Row[];
  discounts?: Row[];
  shipping_rates?: Row[];
  promotions?: Row[];
  customers?: Row[];
  addresses?: Row[];
  payment_instruments?: Row[];
}

/** What seeding writes: the catalogue import document, the UCP settings and the saved addresses. */
export interface UcpShopSeed {
  catalogue: Record<string, unknown>;
  ucp: NonNullable<BusinessSettingsChange['ucp']>;
  addresses: ImportedAddress[];
}

const LOCATION = 'shop';

/** ISO 3166-1 codes the runtime knows, without the reserved and withdrawn ones it also names. */
const NOT_COUNTRIES = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB XK YD YU ZR ZZ'.split(' '),
);

function countries(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const out: string[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (!NOT_COUNTRIES.has(code) && names.of(code)) out.push(code);
    }
  return out;
}

/** Minor units (`3500`) as the import's decimal string (`35.00`). */
const money = (minor: string) => (Number(minor) / 100).toFixed(2);
const slugOf = (id: string) =>
  id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const refOf = (id: string) => id.replace(/[^A-Za-z0-9._-]+/g, '-');

function product(p: Row, stock: Map<string, number>) {
  return {
    slug: slugOf(p.id),
    name: p.title,
    price: money(p.price),
    ...(p.image_url && { images: [{ url: p.image_url, is_primary: true }] }),
    inventory: { type: 'tracked', stock: { [LOCATION]: stock.get(p.id) ?? 0 } },
    variants: [{ sku: p.id, name: 'Standard', is_default: true }],
  };
}

function deal(d: Row) {
  const percentage = d.type === 'percentage';
  return {
    ref: refOf(`code-${d.code}`),
    name: d.description || d.code,
    code: d.code,
    discount_type: percentage ? 'percentage' : 'fixed_amount',
    value: percentage ? Number(d.value).toFixed(2) : money(d.value),
  };
}

/** The eligible item ids of a promotion: a JSON list, or ids separated by `;` or spaces. */
function eligibleIds(cell: string | undefined): string[] {
  const text = (cell ?? '').trim();
  if (!text) return [];
  if (text.startsWith('[')) return (JSON.parse(text) as unknown[]).map(String);
  return text.split(/[;\s]+/).filter(Boolean);
}

/** The free-shipping rule of the standard rates, from the promotions. */
function freeRule(promotions: Row[]) {
  let free_above: string | null = null;
  const free_products: string[] = [];
  for (const p of promotions.filter((r) => r.type === 'free_shipping')) {
    if (p.min_subtotal) free_above = money(p.min_subtotal);
    for (const id of eligibleIds(p.eligible_item_ids)) free_products.push(slugOf(id));
  }
  return { free_above, free_products: [...new Set(free_products)] };
}

function zones(rates: Row[], promotions: Row[]) {
  const free = freeRule(promotions);
  const rate = (r: Row) => ({
    ref: refOf(r.id),
    name: r.title,
    price: { type: 'flat', amount: money(r.price) },
    ...(r.service_level === 'standard' && free),
  });
  const byPrice = (a: Row, b: Row) => Number(a.price) - Number(b.price);
  const defaults = rates.filter((r) => r.country_code === 'default');
  const named = [...new Set(rates.map((r) => r.country_code).filter((c) => c !== 'default'))];
  const out = named.map((country) => {
    const own = rates.filter((r) => r.country_code === country);
    const levels = new Set(own.map((r) => r.service_level));
    const all = [...own, ...defaults.filter((r) => !levels.has(r.service_level))].sort(byPrice);
    return { ref: `zone-${country.toLowerCase()}`, name: country, destinations: [{ country }], rates: all.map(rate) };
  });
  if (defaults.length) {
    const rest = countries().filter((c) => !named.includes(c));
    const destinations = rest.map((country) => ({ country }));
    out.push({ ref: 'zone-world', name: 'Rest of the world', destinations, rates: defaults.sort(byPrice).map(rate) });
  }
  return out;
}

function savedAddresses(customers: Row[], addresses: Row[]): ImportedAddress[] {
  const emails = new Map(customers.map((c) => [c.id, c.email]));
  return addresses.flatMap((a) => {
    const email = emails.get(a.customer_id);
    if (!email) return [];
    const address = {
      street_address: a.street_address,
      address_locality: a.city,
      address_region: a.state,
      postal_code: a.postal_code,
      address_country: a.country,
    };
    return [{ ref: a.id, email, address }];
  });
}

/** The seed for `tables`, in `currency`. */
export function ucpShopSeed(tables: ShopTables, currency: string): UcpShopSeed {
  const stock = new Map((tables.inventory ?? []).map((r) => [r.product_id, Number(r.quantity)]));
  const handlers = [...new Set((tables.payment_instruments ?? []).map((r) => r.handler_id).filter(Boolean))];
  return {
    catalogue: {
      version: 1,
      currency,
      locations: [{ ref: LOCATION, name: 'Shop' }],
      products: tables.products.map((p) => product(p, stock)),
      deals: (tables.discounts ?? []).map(deal),
      shipping: { zones: zones(tables.shipping_rates ?? [], tables.promotions ?? []), pickup_locations: [] },
    },
    ucp: {
      version_pin: '2026-01-11',
      require_full_address: false,
      sandbox_handler_id: handlers.length === 1 ? handlers[0] : 'mock_payment_handler',
    },
    addresses: savedAddresses(tables.customers ?? [], tables.addresses ?? []),
  };
}

/**
 * Writes `seed` into the business's sandbox (test mode), with `secret` as its test-helper secret when given (else
 * the one it has, made now if none); answers the secret.
 */
export async function seedUcpShop(
  deps: ImportDeps,
  businessId: string,
  seed: UcpShopSeed,
  opts: { secret?: string; production: boolean },
): Promise<{ secret: string }> {
  const tenant = { business_id: businessId, livemode: false };
  await importCatalogue(deps, tenant, seed.catalogue);
  await updateBusinessSettings(deps.db, businessId, { ucp: seed.ucp }, deps.now(), opts.production);
  if (opts.secret) await setUcpSimulationSecret(deps.db, businessId, opts.secret);
  await importSavedAddresses(deps.db, tenant, seed.addresses, deps.now());
  return { secret: await ucpSimulationSecret(deps.db, businessId) };
}
