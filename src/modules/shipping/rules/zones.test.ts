import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ShippingDestination, ShippingZoneDoc } from '../model.js';
import { uncoveredField, zoneFor } from './zones.js';

const dest = (country: string, over: Partial<ShippingDestination> = {}): ShippingDestination => ({
  country,
  regions: [],
  postal_prefixes: [],
  ...over,
});
let n = 0;
const zone = (id: string, destinations: ShippingDestination[], created = n++): ShippingZoneDoc => ({
  _id: id,
  business_id: 'biz_1',
  livemode: false,
  name: id,
  destinations,
  rates: [],
  created_at: new Date(Date.UTC(2026, 0, 1) + created * 1000),
  updated_at: new Date(Date.UTC(2026, 0, 1)),
});

const ghana = zone('shz_gh', [dest('GH')]);
const accra = zone('shz_accra', [dest('GH', { regions: ['Greater Accra'] })]);
const osu = zone('shz_osu', [dest('GH', { postal_prefixes: ['GA-1'] })]);
const osuCentral = zone('shz_osu_c', [dest('GH', { regions: ['Greater Accra'], postal_prefixes: ['GA-12'] })]);
const uk = zone('shz_uk', [dest('GB', { postal_prefixes: ['SW1A', 'EC'] })]);

test('country, region and postal prefix: the most specific zone wins, whatever the order', () => {
  const all = [ghana, accra, osu, osuCentral, uk];
  for (const zones of [all, [...all].reverse()]) {
    assert.is(zoneFor(zones, { country: 'GH', region: 'Ashanti' })?._id, 'shz_gh');
    assert.is(zoneFor(zones, { country: 'gh', region: ' greater  ACCRA ' })?._id, 'shz_accra');
    assert.is(zoneFor(zones, { country: 'GH', region: 'Ashanti', postal_code: 'ga-1034' })?._id, 'shz_osu');
    // A longer prefix outranks a shorter one, and a prefix outranks a region alone.
    assert.is(zoneFor(zones, { country: 'GH', region: 'Greater Accra', postal_code: 'GA-123' })?._id, 'shz_osu_c');
    assert.is(zoneFor(zones, { country: 'GB', postal_code: 'sw1a 1aa' })?._id, 'shz_uk');
  }
});

test('no zone covers: null, and the field to name', () => {
  const zones = [accra, uk];
  assert.is(zoneFor(zones, { country: 'NG' }), null);
  assert.is(uncoveredField(zones, { country: 'NG' }), 'country');
  assert.is(uncoveredField(zones, {}), 'country');
  assert.is(zoneFor(zones, { country: 'GH', region: 'Ashanti' }), null);
  assert.is(uncoveredField(zones, { country: 'GH', region: 'Ashanti' }), 'region');
  assert.is(zoneFor(zones, { country: 'GB', postal_code: 'N1 9GU' }), null);
  assert.is(uncoveredField(zones, { country: 'GB', postal_code: 'N1 9GU' }), 'postal_code');
  assert.is(uncoveredField(zones, { country: 'GB' }), 'postal_code');
});

test('equally specific zones: the older one, then the smaller id', () => {
  const a = zone('shz_b', [dest('GH')], 100);
  const b = zone('shz_a', [dest('GH')], 101);
  assert.is(zoneFor([b, a], { country: 'GH' })?._id, 'shz_b');
  const c = zone('shz_c', [dest('GH')], 100);
  assert.is(zoneFor([c, a], { country: 'GH' })?._id, 'shz_b');
});

test.run();
