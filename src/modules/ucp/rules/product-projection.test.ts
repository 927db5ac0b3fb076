import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  finishProduct,
  type ProjectedProduct,
  type ProjectedVariant,
  projectProduct,
  stockKey,
} from './product-projection.js';

const shirt: ProjectedProduct = {
  _id: 'prod_shirt',
  name: 'Linen Shirt',
  slug: 'linen-shirt',
  description: 'Cool in the heat',
  images: [
    { url: 'https://cdn.example.com/back.jpg', is_primary: false },
    { url: '/files/relative.jpg', is_primary: false },
    { url: 'https://cdn.example.com/front.jpg', is_primary: true },
  ],
  default_price: 5000,
  compare_at_price: 6000,
  currency: 'USD',
  inventory_type: 'variant_level',
  variant_axes: [
    { name: 'size', label: 'Size', values: ['S', 'M'] },
    { name: 'colour', label: 'Colour', values: ['White', 'Blue'] },
  ],
  tags: ['summer'],
};
const variant = (id: string, over: Partial<ProjectedVariant>): ProjectedVariant => ({
  _id: id,
  name: '',
  sku: null,
  price_adjustment: 0,
  axis_values: {},
  ...over,
});
const sWhite = variant('var_s_white', { sku: 'SH-S-W', axis_values: { size: 'S', colour: 'White' } });
const mBlue = variant('var_m_blue', {
  name: 'Medium blue',
  price_adjustment: 500,
  axis_values: { size: 'M', colour: 'Blue' },
});

test('a product with variants: prices, list prices, availability by variant stock, options, media, category, url', () => {
  const stock = new Map([[stockKey('prod_shirt', 'var_s_white'), 2]]);
  const projection = projectProduct({
    product: shirt,
    variants: [sWhite, mBlue],
    stock,
    category: 'Shirts',
    siteOrigin: 'https://shop.example.com',
  });
  const product = finishProduct(projection, projection.variants);
  assert.equal(product, {
    id: 'prod_shirt',
    handle: 'linen-shirt',
    title: 'Linen Shirt',
    description: { plain: 'Cool in the heat' },
    url: 'https://shop.example.com/products/linen-shirt',
    categories: [{ value: 'Shirts', taxonomy: 'merchant' }],
    media: [
      { type: 'image', url: 'https://cdn.example.com/front.jpg', alt_text: 'Linen Shirt' },
      { type: 'image', url: 'https://cdn.example.com/back.jpg', alt_text: 'Linen Shirt' },
    ],
    options: [
      { name: 'Size', values: [{ label: 'S' }, { label: 'M' }] },
      { name: 'Colour', values: [{ label: 'White' }, { label: 'Blue' }] },
    ],
    tags: ['summer'],
    price_range: { min: { amount: 5000, currency: 'USD' }, max: { amount: 5500, currency: 'USD' } },
    list_price_range: { min: { amount: 6000, currency: 'USD' }, max: { amount: 6500, currency: 'USD' } },
    variants: [
      {
        id: 'var_s_white',
        sku: 'SH-S-W',
        title: 'S / White',
        description: { plain: 'Cool in the heat' },
        price: { amount: 5000, currency: 'USD' },
        list_price: { amount: 6000, currency: 'USD' },
        availability: { available: true, status: 'in_stock' },
        options: [
          { name: 'Size', label: 'S' },
          { name: 'Colour', label: 'White' },
        ],
      },
      {
        id: 'var_m_blue',
        title: 'Medium blue',
        description: { plain: 'Cool in the heat' },
        price: { amount: 5500, currency: 'USD' },
        list_price: { amount: 6500, currency: 'USD' },
        availability: { available: false, status: 'out_of_stock' },
        options: [
          { name: 'Size', label: 'M' },
          { name: 'Colour', label: 'Blue' },
        ],
      },
    ],
  });
  assert.equal(
    projection.variants.map((v) => [v.available, v.axisValues]),
    [
      [true, { size: 'S', colour: 'White' }],
      [false, { size: 'M', colour: 'Blue' }],
    ],
  );
});

test('a product sold without variants is one variant with its own id; no site, category or media: left out', () => {
  const plain: ProjectedProduct = {
    ...shirt,
    _id: 'prod_pot',
    name: 'Ceramic Pot',
    slug: 'pot',
    images: [],
    compare_at_price: 1000,
    default_price: 1500,
    inventory_type: 'tracked',
    variant_axes: [],
    tags: [],
  };
  const stock = new Map([[stockKey('prod_pot', null), 0]]);
  const p = projectProduct({ product: plain, variants: [], stock, category: null, siteOrigin: null });
  assert.equal(finishProduct(p, p.variants), {
    id: 'prod_pot',
    handle: 'pot',
    title: 'Ceramic Pot',
    description: { plain: 'Cool in the heat' },
    price_range: { min: { amount: 1500, currency: 'USD' }, max: { amount: 1500, currency: 'USD' } },
    variants: [
      {
        id: 'prod_pot',
        title: 'Ceramic Pot',
        description: { plain: 'Cool in the heat' },
        price: { amount: 1500, currency: 'USD' },
        availability: { available: false, status: 'out_of_stock' },
      },
    ],
  });
});

test('stock: untracked is always available; tracked counts the product level whatever the variant', () => {
  const untracked = projectProduct({
    product: { ...shirt, inventory_type: 'none' },
    variants: [sWhite],
    stock: new Map(),
    category: null,
    siteOrigin: null,
  });
  assert.is(untracked.variants[0].available, true);
  const tracked = projectProduct({
    product: { ...shirt, inventory_type: 'tracked' },
    variants: [sWhite, mBlue],
    stock: new Map([[stockKey('prod_shirt', null), 1]]),
    category: null,
    siteOrigin: null,
  });
  assert.equal(
    tracked.variants.map((v) => v.available),
    [true, true],
  );
});

test('a slug is encoded into the product URL; a price never goes below zero', () => {
  const p = projectProduct({
    product: { ...shirt, slug: 'a b/c' },
    variants: [variant('var_x', { price_adjustment: -9000 })],
    stock: new Map(),
    category: null,
    siteOrigin: 'https://s.example',
  });
  assert.is(p.product.url, 'https://s.example/products/a%20b%2Fc');
  assert.is(p.variants[0].ucp.price.amount, 0);
});

test.run();
