import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { UcpSessionLine, UcpSessionMethod } from '../sessions-model.js';
import { buyerOf, codesOf, lineRequests, methodRequests, recordOf } from './checkout-input.js';

const stored = (id: string, item_id: string): UcpSessionLine => ({
  id,
  item_id,
  quantity: 1,
  product_id: 'prod_x',
  variant_id: null,
  cart_line_id: null,
});
const ids = () => {
  let n = 0;
  return () => `li_new${++n}`;
};

test('lines keep their id when named, else the first unmatched line of the same item; others are new', () => {
  const before = [stored('li_a', 'roses'), stored('li_b', 'roses'), stored('li_c', 'tulips')];
  const body = {
    line_items: [
      { id: 'li_b', item: { id: 'roses' }, quantity: 2 },
      { item: { id: 'roses' }, quantity: 1 },
      { item: { id: 'roses' }, quantity: 1 },
      { id: 'li_zzz', item: { id: 'pot' }, quantity: 3 },
    ],
  };
  assert.equal(lineRequests(body, before, ids()), [
    { id: 'li_b', item_id: 'roses', quantity: 2 },
    { id: 'li_a', item_id: 'roses', quantity: 1 },
    { id: 'li_new1', item_id: 'roses', quantity: 1 },
    { id: 'li_new2', item_id: 'pot', quantity: 3 },
  ]);
});

test('buyer: known members only, consent booleans; nothing: null', () => {
  assert.equal(
    buyerOf({
      buyer: {
        first_name: ' Ama ',
        email: 'a@x.io',
        fullName: 'ignored',
        consent: { marketing: true, analytics: 'no' },
      },
    }),
    { first_name: 'Ama', email: 'a@x.io', consent: { marketing: true } },
  );
  assert.is(buyerOf({ buyer: { fullName: 'Only unknown' } }), null);
  assert.is(buyerOf({}), null);
  assert.equal(codesOf({ discounts: { codes: ['10OFF', ' ', 'x'] } }), ['10OFF', 'x']);
  assert.equal(codesOf({}), []);
  assert.equal(recordOf({ context: { address_country: 'US' } }, 'context'), { address_country: 'US' });
  assert.is(recordOf({ context: 'US' }, 'context'), null);
});

const method = (id: string, type: 'shipping' | 'pickup', group: string): UcpSessionMethod => ({
  id,
  type,
  line_item_ids: [],
  destinations: [],
  selected_destination_id: null,
  groups: [{ id: group, selected_option_id: null }],
});

test('methods: by id, else by position; a missing type keeps the matched one; groups likewise', () => {
  const before = [method('method_1', 'pickup', 'group_1'), method('m_ship', 'shipping', 'g_ship')];
  const out = methodRequests(
    {
      fulfillment: {
        methods: [
          { selected_destination_id: 'loc_1', groups: [{ selected_option_id: 'pickup' }] },
          {
            id: 'm_ship',
            destinations: [{ id: 'd1', address_country: 'us', unknown: 1 }],
            groups: [{ id: 'g_ship', selected_option_id: 'std' }],
          },
          { type: 'shipping' },
        ],
      },
    },
    before,
  );
  assert.equal(
    out.map((m) => [m.id, m.type, m.group.id, m.group.selected_option_id, m.selected_destination_id]),
    [
      ['method_1', 'pickup', 'group_1', 'pickup', 'loc_1'],
      ['m_ship', 'shipping', 'g_ship', 'std', null],
      ['method_3', 'shipping', 'group_3', null, null],
    ],
  );
  assert.equal(out[1].destinations, [{ id: 'd1', address: { address_country: 'US' } }]);
  assert.is(out[2].destinations, undefined);
  assert.equal(methodRequests({}, before), []);
});

test.run();
