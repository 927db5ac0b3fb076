// The catalogue area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { availableNow, productSchedule } from './availability.js';
export {
  activeComposite,
  getBundle,
  getComposite,
  getCompositeByProduct,
  listBundles,
  listComposites,
} from './bundles.js';
export { catalogueView, type CatalogueView } from './cache.js';
export { componentCatalogue } from './configuration.js';
export {
  ancestry,
  category,
  getCategory,
  getCollection,
  inheritedAttributes,
  listCategories,
  listCollections,
  liveCollection,
  runningDeals,
} from './groupings.js';
export type {
  AddOnGroupDoc,
  BillingPlanDoc,
  BundleDoc,
  BundleSelection,
  CategoryDoc,
  CollectionDoc,
  CompositeDoc,
  CompositeSelection,
  DealDoc,
  InventoryLevelDoc,
  InventoryType,
  LocationDoc,
  PriceQuoteDoc,
  ProductDoc,
  ProductType,
  VariantDoc,
} from './model.js';
export { type ResolvedItem, resolveItemRef, resolveItemRefs } from './item-ref.js';
export { validateDealCode } from './offers.js';
export { presentAddOnGroup, presentAttribute, presentProductDetail, presentVariant } from './present.js';
export { listCategoryProducts, listCollectionProducts, listProducts } from './product-list.js';
export { createQuote, getQuote, refreshQuote } from './quotes.js';
export { CatalogueReader, isSoldAt } from './reader.js';
export { CatalogueCache } from './response-cache.js';
export { eligiblePlans } from './rules/billing.js';
export { normaliseCode, pickDealForCode } from './rules/deals.js';
export {
  addOnTotal,
  bundlePrice,
  bundleSwapDelta,
  calculateComposite,
  compositeBasePrice,
  productPrice,
} from './rules/pricing.js';
export type { ProductListParams } from './rules/product-query.js';
export { findVariantByAxes, orderVariants } from './rules/variants.js';
export {
  billingPlans,
  bundles,
  categories,
  composites,
  deals,
  inventoryLevels,
  locationOrder,
  locations,
  productCollections,
  products,
  variants,
} from './store.js';
