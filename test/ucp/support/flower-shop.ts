// A small flower shop for the UCP checkout tests, written for this project (prices in USD cents, no tax): six
// products whose slugs are the merchant's handles agents use as item ids, stock at one location (gardenias sold
// out), three discount codes, shipping zones for the US and a few other countries with a standard rate free above
// $100 and for roses, and a buyer with two saved addresses. Inserted through the tenancy layer the service reads
// with; `shop.agent(path)` is the UCP-Agent header of a profile the test's loopback host serves.
import type { Db } from 'mongodb';
import { newId, randomBase62 } from '../../../src/kernel/ids.js';
import type { DealDoc, InventoryLevelDoc, LocationDoc, ProductDoc } from '../../../src/modules/catalogue/model.js';
import type { ShippingRate, ShippingZoneDoc } from '../../../src/modules/shipping/model.js';
import { addressContentKey, type UcpAddressDoc } from '../../../src/modules/ucp/index.js';
import { COLLECTION, scoped, sharedCollection, type TenantContext } from '../../../src/store/index.js';
import { productDoc } from '../../catalogue/fixtures.js';

export const PRODUCTS = {
  bouquet_roses: { name: 'Bouquet of Red Roses', price: 3500, stock: 1000 },
  pot_ceramic: { name: 'Ceramic Pot', price: 1500, stock: 2000 },
  bouquet_sunflowers: { name: 'Sunflower Bundle', price: 2500, stock: 500 },
  bouquet_tulips: { name: 'Spring Tulips', price: 3000, stock: 1500 },
  orchid_white: { name: 'White Orchid', price: 4500, stock: 8 },
  gardenias: { name: 'Gardenias', price: 2000, stock: 0 },
} as const;
export type Handle = keyof typeof PRODUCTS;

export interface FlowerShop {
  tenant: TenantContext;
  location: LocationDoc;
  products: Record<Handle, ProductDoc>;
  levels: Record<Handle, InventoryLevelDoc>;
  deals: Record<'tenOff' | 'welcome20' | 'fixed500', DealDoc>;
  zones: { us: ShippingZoneDoc; world: ShippingZoneDoc };
}

const DAY = 24 * 60 * 60 * 1000;

function rate(ref: string, name: string, amount: number, over: Partial<ShippingRate> = {}): ShippingRate {
  return {
    id: newId('shippingRate'),
    ref,
    name,
    price: { type: 'flat', amount },
    min_delivery_days: null,
    max_delivery_days: null,
    free_above: null,
    free_product_ids: [],
    ...over,
  };
}

/** Seeds the shop into `tenant` (a business the harness made): USD, no tax, and everything above. */
export async function seedFlowerShop(db: Db, tenant: TenantContext, now: Date): Promise<FlowerShop> {
  const s = scoped(db, tenant);
  const t = { business_id: tenant.business_id, livemode: tenant.livemode };
  await sharedCollection(db, COLLECTION.businesses).updateOne(
    { _id: tenant.business_id as never },
    {
      $set: { currency: 'USD', tax: { rate_bps: 0, inclusive: false, label: 'Tax' } },
    },
  );
  const location: LocationDoc = {
    _id: newId('location'),
    ...t,
    created_at: now,
    updated_at: now,
    name: 'Flower market',
    timezone: 'America/Chicago',
    address: { street_address: '1 Market Sq', city: 'Springfield', region: 'IL', country: 'US' },
  };
  const products = {} as FlowerShop['products'];
  const levels = {} as FlowerShop['levels'];
  for (const [handle, p] of Object.entries(PRODUCTS) as [Handle, (typeof PRODUCTS)[Handle]][]) {
    products[handle] = productDoc(tenant, now, {
      name: p.name,
      slug: handle,
      default_price: p.price,
      currency: 'USD',
      inventory_type: 'tracked',
      images: [{ url: `https://flowers.example/${handle}.jpg`, is_primary: true }],
    });
    levels[handle] = {
      _id: `inv_${randomBase62(16)}`,
      ...t,
      product_id: products[handle]._id,
      variant_id: null,
      location_id: location._id,
      quantity_on_hand: p.stock,
      quantity_reserved: 0,
      updated_at: now,
    };
  }
  const deal = (name: string, code: string, over: Partial<DealDoc>): DealDoc => ({
    _id: newId('deal'),
    ...t,
    created_at: now,
    updated_at: now,
    name,
    description: '',
    discount_type: 'percentage',
    value: 1000,
    currency: 'USD',
    code,
    min_subtotal: null,
    starts_at: new Date(now.getTime() - DAY),
    ends_at: null,
    is_active: true,
    product_ids: [],
    category_ids: [],
    collection_ids: [],
    location_ids: [],
    usage_limit: null,
    usage_count: 0,
    ...over,
  });
  const deals = {
    tenOff: deal('10% Off', '10OFF', {}),
    welcome20: deal('20% Off', 'WELCOME20', { value: 2000 }),
    fixed500: deal('$5.00 Off', 'FIXED500', { discount_type: 'fixed_amount', value: 500 }),
  };
  const free = { free_above: 10000, free_product_ids: [products.bouquet_roses._id] };
  const zone = (name: string, countries: string[], rates: ShippingRate[], at: Date): ShippingZoneDoc => ({
    _id: newId('shippingZone'),
    ...t,
    name,
    destinations: countries.map((country) => ({ country, regions: [], postal_prefixes: [] })),
    rates,
    created_at: at,
    updated_at: at,
  });
  const zones = {
    us: zone(
      'United States',
      ['US'],
      [
        rate('std-ship', 'Standard Shipping', 500, { ...free, min_delivery_days: 3, max_delivery_days: 5 }),
        rate('exp-ship-us', 'Express Shipping (US)', 1500, { min_delivery_days: 1, max_delivery_days: 1 }),
      ],
      now,
    ),
    world: zone(
      'International',
      ['CA', 'GB', 'MX'],
      [rate('exp-ship-intl', 'International Express', 2500), rate('std-ship', 'Standard Shipping', 500, free)],
      new Date(now.getTime() + 1),
    ),
  };
  await Promise.all([
    s.collection<LocationDoc>('locations').insertOne(location),
    s.collection<ProductDoc>('products').insertMany(Object.values(products)),
    s.collection<InventoryLevelDoc>('inventory_levels').insertMany(Object.values(levels)),
    s.collection<DealDoc>('deals').insertMany(Object.values(deals)),
    s.collection<ShippingZoneDoc>('shipping_zones').insertMany(Object.values(zones)),
  ]);
  await saveAddress(
    db,
    tenant,
    'john.doe@example.com',
    'addr_1',
    {
      first_name: 'John',
      last_name: 'Doe',
      street_address: '123 Main St',
      address_locality: 'Springfield',
      address_region: 'IL',
      postal_code: '62704',
      address_country: 'US',
    },
    now,
  );
  await saveAddress(
    db,
    tenant,
    'john.doe@example.com',
    'addr_2',
    {
      first_name: 'John',
      last_name: 'Doe',
      street_address: '456 Oak Ave',
      address_locality: 'Metropolis',
      address_region: 'NY',
      postal_code: '10012',
      address_country: 'US',
    },
    new Date(now.getTime() + 1),
  );
  return { tenant, location, products, levels, deals, zones };
}

/** A saved address in the UCP address book (as an import of the merchant's customers would leave it). */
export async function saveAddress(
  db: Db,
  tenant: TenantContext,
  email: string,
  ref: string,
  address: UcpAddressDoc['address'],
  at: Date,
): Promise<void> {
  await scoped(db, tenant)
    .collection<UcpAddressDoc>('ucp_addresses')
    .insertOne({
      _id: newId('address'),
      business_id: tenant.business_id,
      livemode: tenant.livemode,
      ref,
      email,
      address,
      content_key: addressContentKey(address),
      created_at: at,
      last_used_at: at,
    });
}

/** Units available (on hand − reserved) of a product at the shop's location. */
export async function available(db: Db, shop: FlowerShop, handle: Handle): Promise<number> {
  const level = await scoped(db, shop.tenant)
    .collection<InventoryLevelDoc>('inventory_levels')
    .findOne({ product_id: shop.products[handle]._id });
  return (level?.quantity_on_hand ?? 0) - (level?.quantity_reserved ?? 0);
}
