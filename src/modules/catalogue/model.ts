// The catalogue as stored: one document type per collection. Every document carries business_id and livemode
// (added by the store's tenancy layer) and an `_id` with its kind prefix. Money is integer minor units; times
// are Date objects. The API shapes of the contract are computed from these by present.ts; the
// import format (src/modules/catalogue-import) writes these.
import type { Tenanted } from '../../store/index.js';

export interface Stamped {
  created_at: Date;
  updated_at: Date;
}

export type ProductType = 'product' | 'service' | 'bundle' | 'composite';
export type InventoryType = 'none' | 'tracked' | 'variant_level';

export interface ProductImage {
  url: string;
  is_primary: boolean;
}

export interface AddOnOptionDoc {
  id: string; // aoo_
  /** The merchant's handle from the catalogue import (src/modules/catalogue-import): re-imports match on it. */
  ref?: string;
  name: string;
  price: number; // minor units added per unit of the line
}

export interface AddOnGroupDoc {
  id: string; // aog_
  /** The merchant's handle from the catalogue import (src/modules/catalogue-import): re-imports match on it. */
  ref?: string;
  name: string;
  selection_type: 'single' | 'multiple';
  /** `is_required` in the API is min_selections >= 1. */
  min_selections: number;
  max_selections: number;
  options: AddOnOptionDoc[];
}

export interface VariantAxisDoc {
  name: string; // "size"
  label: string; // "Size"
  values: string[];
}

export interface ScheduleRuleDoc {
  day_of_week: number; // 0 = Sunday
  start_time: string; // "HH:MM"
  end_time: string; // "HH:MM", "24:00" allowed
  location_id: string | null;
  timezone: string; // IANA
}

export interface AttributeDefinitionDoc {
  key: string;
  label: string;
  type: 'text' | 'number' | 'boolean' | 'select';
  options: string[];
  required: boolean;
}

export interface ProductDoc extends Tenanted, Stamped {
  _id: string; // prod_
  name: string;
  slug: string;
  description: string;
  /** The one category shown as `category_id`; null when uncategorised. */
  category_id: string | null;
  /** Taxonomy terms the product is filed under (the `taxonomy_id` filter). */
  taxonomy_ids: string[];
  tags: string[];
  images: ProductImage[];
  default_price: number;
  compare_at_price: number | null;
  currency: string;
  product_type: ProductType;
  inventory_type: InventoryType;
  /** Purchasable. Inactive products still answer the detail read; archived ones are gone (404). */
  is_active: boolean;
  archived: boolean;
  is_featured: boolean;
  /** Free-form attribute values shown on the product page, keyed by attribute definition key. */
  attributes: Record<string, string | number | boolean>;
  /** Filterable properties for the `properties` query (e.g. size → ["S","M"]); values lowercased. */
  properties: Record<string, string[]>;
  variant_axes: VariantAxisDoc[];
  add_ons: AddOnGroupDoc[];
  /** Where the product is sold; empty = every location of the business. */
  location_ids: string[];
  /** Per-location price overrides of default_price. */
  location_prices: Record<string, number>;
  schedules: ScheduleRuleDoc[];
  billing_plan_ids: string[];
  /** Stock level under which inventory.low_stock fires; null = never. */
  low_stock_threshold: number | null;
  bundle_id: string | null;
  composite_id: string | null;
  /** Service products: the scheduling service record. */
  service_id: string | null;
  /** Lowercased name + description + tags, for the `search` filter. */
  search_text: string;
  /** Grams per unit, for shipping rates by weight (src/modules/shipping); absent or null: weighs nothing. */
  weight_grams?: number | null;
}

export interface VariantDoc extends Tenanted, Stamped {
  _id: string; // var_
  product_id: string;
  name: string;
  sku: string | null;
  price_adjustment: number;
  is_default: boolean;
  is_active: boolean;
  /** Axis name → value, one entry per axis of the product. */
  axis_values: Record<string, string>;
  duration_minutes: number | null;
  buffer_minutes: number | null;
  capacity: number | null;
  position: number;
}

export interface CategoryDoc extends Tenanted, Stamped {
  _id: string; // cat_
  name: string;
  slug: string;
  parent_id: string | null;
  image_url: string | null;
  sort_order: number;
  attribute_definitions: AttributeDefinitionDoc[];
}

export interface CollectionDoc extends Tenanted, Stamped {
  _id: string; // col_
  name: string;
  slug: string;
  description: string;
  image_url: string | null;
  metadata: Record<string, string>;
  product_ids: string[];
  /** Time-bound collections are visible only inside [starts_at, ends_at). */
  starts_at: Date | null;
  ends_at: Date | null;
  /** Empty = every location. */
  location_ids: string[];
  attribute_definitions: AttributeDefinitionDoc[];
  /** Display order, ascending (ties by name); absent = 0. */
  sort_order?: number;
}

export interface BundleComponentDoc {
  component_id: string; // cpt_
  /** The merchant's handle from the catalogue import (src/modules/catalogue-import): re-imports match on it. */
  ref?: string;
  product_id: string;
  name: string;
  default_variant_id: string | null;
  quantity: number;
  is_swappable: boolean;
}

export interface BundleDoc extends Tenanted, Stamped {
  _id: string; // bun_
  product_id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  currency: string;
  image_url: string | null;
  components: BundleComponentDoc[];
}

export interface CompositeComponentDoc {
  component_id: string; // cpt_
  /** The merchant's handle from the catalogue import (src/modules/catalogue-import): re-imports match on it. */
  ref?: string;
  name: string;
  price: number;
  product_id: string | null;
}

export interface CompositeGroupDoc {
  id: string; // cgrp_
  /** The merchant's handle from the catalogue import (src/modules/catalogue-import): re-imports match on it. */
  ref?: string;
  name: string;
  min_selections: number;
  max_selections: number;
  components: CompositeComponentDoc[];
}

export interface CompositeDoc extends Tenanted, Stamped {
  _id: string; // comp_
  product_id: string;
  name: string;
  base_price: number;
  currency: string;
  groups: CompositeGroupDoc[];
}

export interface LocationDoc extends Tenanted, Stamped {
  _id: string; // loc_
  /** The merchant's handle from the catalogue import (src/modules/catalogue-import): re-imports match on it. */
  ref?: string;
  name: string;
  timezone: string;
  address: { street_address?: string; city?: string; region?: string; country?: string } | null;
}

/** Stock of one product (variant_id null) or variant at one location. */
export interface InventoryLevelDoc extends Tenanted {
  _id: string;
  product_id: string;
  variant_id: string | null;
  location_id: string;
  quantity_on_hand: number;
  /** Held by unpaid orders; available = on_hand − reserved. */
  quantity_reserved: number;
  updated_at: Date;
}

export interface BillingPlanDoc extends Tenanted, Stamped {
  _id: string; // plan_
  /** The merchant's handle from the catalogue import (src/modules/catalogue-import): re-imports match on it. */
  ref?: string;
  name: string;
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
  price: number;
  currency: string;
  trial_days: number;
  product_ids: string[];
  /** Eligibility rules; null = no rule. */
  min_quantity: number | null;
  min_order_value: number | null;
  new_customers_only: boolean;
  is_active: boolean;
  /** Locations the plan is offered at; absent or empty = every location. */
  location_ids?: string[];
  /** Most units one subscription may take; absent or null = no limit. */
  max_quantity?: number | null;
}

export interface DealDoc extends Tenanted, Stamped {
  _id: string; // deal_
  /** The merchant's handle from the catalogue import (src/modules/catalogue-import): re-imports match on it. */
  ref?: string;
  name: string;
  description: string;
  discount_type: 'percentage' | 'fixed_amount';
  /** Basis points for percentage (1000 = 10 %), minor units for fixed_amount. */
  value: number;
  currency: string;
  /** Null = applied automatically; else a code the customer enters (matched case-insensitively, stored uppercase). */
  code: string | null;
  min_subtotal: number | null;
  starts_at: Date;
  ends_at: Date | null;
  is_active: boolean;
  /** Targeting; all empty = the whole catalogue. */
  product_ids: string[];
  category_ids: string[];
  collection_ids: string[];
  location_ids: string[];
  usage_limit: number | null;
  usage_count: number;
}

export interface BundleSelection {
  component_id: string;
  variant_id?: string;
  quantity: number;
}

export interface CompositeSelection {
  component_id: string;
  quantity: number;
  variant_id?: string;
  add_on_option_id?: string;
}

export interface PriceQuoteDoc extends Tenanted {
  _id: string; // pq_
  product_id: string;
  variant_id: string | null;
  location_id: string | null;
  add_on_option_ids: string[];
  bundle_selections: BundleSelection[];
  composite_selections: CompositeSelection[];
  quantity: number;
  unit_price: number;
  subtotal: number;
  currency: string;
  expires_at: Date;
  created_at: Date;
}

// An outside item reference read as the catalogue's product and variant (item-ref.ts resolves them).
/** Which identifier of the catalogue a reference matched. */
export type ItemRefMatch = 'product_id' | 'variant_id' | 'slug' | 'sku';

export interface ResolvedItem {
  product: ProductDoc;
  /**
   * The variant the reference names (a variant id or SKU), else the product's default variant (the first active one
   * in display order); null for a product without variants.
   */
  variant: VariantDoc | null;
  matched: ItemRefMatch;
  /** The product's active variants in display order (default first); empty for a product without variants. */
  variants: VariantDoc[];
}
