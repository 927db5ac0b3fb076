import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from './router.js';

const router = new Router<string>();
router.add('GET', '/api/v1/catalogue/composites/{composite_id}', 'getComposite');
router.add('GET', '/api/v1/catalogue/composites/by-product/{product_id}', 'getCompositeByProduct');
router.add('POST', '/api/v1/catalogue/composites/{composite_id}/calculate-price', 'calc');
router.add('GET', '/api/v1/cart', 'getCart');
router.add('DELETE', '/api/v1/cart', 'clearCart');
router.add('GET', '/api/v1/a/{x}/static', 'paramThenStatic');
router.add('GET', '/api/v1/a/b/{y}', 'staticThenParam');

test('static segments win over params at the same depth', () => {
  const m = router.match('GET', '/api/v1/catalogue/composites/by-product/prod_1');
  assert.is(m.kind === 'found' && m.route.value, 'getCompositeByProduct');
  const n = router.match('GET', '/api/v1/catalogue/composites/comp_1');
  assert.equal(n.kind === 'found' && [n.route.value, n.params], ['getComposite', { composite_id: 'comp_1' }]);
});

test('backtracks from a dead-end static branch into the param branch', () => {
  const m = router.match('GET', '/api/v1/a/b/static');
  assert.is(m.kind === 'found' && m.route.value, 'staticThenParam');
  const n = router.match('GET', '/api/v1/a/zz/static');
  assert.equal(n.kind === 'found' && n.params, { x: 'zz' });
});

test('params are URI-decoded; a malformed escape still matches, naming the parameter (twice: the cache too)', () => {
  const m = router.match('GET', '/api/v1/catalogue/composites/a%20b');
  assert.equal(m.kind === 'found' && m.params, { composite_id: 'a b' });
  assert.is(m.kind === 'found' && m.malformed, undefined);
  for (let i = 0; i < 2; i++) {
    const bad = router.match('GET', '/api/v1/catalogue/composites/%E0%A4%A');
    assert.is(bad.kind === 'found' && bad.malformed, 'composite_id');
    assert.equal(bad.kind === 'found' && bad.params, { composite_id: '%E0%A4%A' });
  }
  // The static branch still wins, and the malformed mark follows the parameter it belongs to.
  const nested = router.match('GET', '/api/v1/catalogue/composites/by-product/%E0%A4%A');
  assert.is(nested.kind === 'found' && nested.route.value, 'getCompositeByProduct');
  assert.is(nested.kind === 'found' && nested.malformed, 'product_id');
});

test('known path with another method is method-not-allowed, listing the allowed ones', () => {
  const m = router.match('PUT', '/api/v1/cart');
  assert.equal(m, { kind: 'method-not-allowed', allowed: ['GET', 'DELETE'] });
});

test('HEAD falls back to GET; trailing slash is ignored; unknown paths are not-found', () => {
  assert.is(router.match('HEAD', '/api/v1/cart').kind, 'found');
  assert.is(router.match('GET', '/api/v1/cart/').kind, 'found');
  assert.is(router.match('GET', '/api/v1/nope').kind, 'not-found');
  assert.is(router.match('GET', '/api/v1/catalogue/composites/').kind, 'not-found');
});

test('repeated paths match the same way (exact templates, and parameter paths seen before)', () => {
  for (let i = 0; i < 3; i++) {
    const m = router.match('GET', '/api/v1/catalogue/composites/comp_1');
    assert.equal(m.kind === 'found' && [m.route.value, m.params], ['getComposite', { composite_id: 'comp_1' }]);
    const c = router.match('POST', '/api/v1/catalogue/composites/comp_1/calculate-price');
    assert.equal(c.kind === 'found' && [c.route.value, c.params], ['calc', { composite_id: 'comp_1' }]);
    assert.equal(router.match('PUT', '/api/v1/catalogue/composites/comp_1'), {
      kind: 'method-not-allowed',
      allowed: ['GET'],
    });
    const d = router.match('DELETE', '/api/v1/cart/');
    assert.is(d.kind === 'found' && d.route.value, 'clearCart');
    assert.is(router.match('GET', '/api/v1/cart//').kind, 'not-found');
    assert.is(router.match('GET', '/api//v1/cart').kind, 'not-found');
  }
});

test('duplicate routes are refused at build time', () => {
  const r = new Router<number>();
  r.add('GET', '/x/{a}', 1);
  assert.throws(() => r.add('GET', '/x/{b}', 2), /duplicate route/);
});

test.run();
