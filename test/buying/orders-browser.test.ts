// The hosted pay page in a real browser: headless Debian Chromium driven by playwright-core. A card checkout
// through the storefront API, the browser opens its redirect_url, the payer reaches Approve (or Decline) with the
// keyboard alone and presses Enter, and the order's payment status follows. Chromium comes from
// scripts/ensure-debian-package.sh chromium chromium (npm test runs it first); without it this test fails and says so.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { startOrders, type OrdersEnv } from './orders-support.js';
import { haveChromium, launchChromium, MISSING } from '../harness/chromium.js';

let env: OrdersEnv;
let browser: BrowserContext;
let profile: string;

test.before(async () => {
  // Without Chromium every test below fails with MISSING (uvu does not print errors thrown by hooks).
  if (!haveChromium()) return;
  env = await startOrders();
  profile = await mkdtemp(join(tmpdir(), 'sfc-chromium-'));
  // A fresh profile per run; headless: true adds --headless.
  browser = await launchChromium(profile, { args: ['--disable-quic'] });
});

test.after(async () => {
  await browser?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
  await env?.close();
});

/** Tabs from the top of the page until `id` has focus; fails if it is never reached by keyboard. */
async function tabTo(page: import('playwright-core').Page, id: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
  }
  assert.unreachable(`#${id} cannot be reached with the Tab key`);
}

async function payWithKeyboard(button: 'approve' | 'decline') {
  assert.ok(haveChromium(), MISSING);
  const result = await env.checkout({ payment_method: 'card' });
  assert.is(result.payment_status, 'pending');
  assert.type(result.redirect_url, 'string');
  const page = await browser.newPage();
  try {
    const response = await page.goto(result.redirect_url!);
    assert.is(response?.status(), 200);
    assert.ok((await page.textContent('#amount'))?.includes(result.amount), 'the page shows the amount');
    assert.is((await page.textContent('#order-number'))?.trim(), result.order_number);
    await tabTo(page, button);
    // The focused button must show it (the page styles :focus-visible with an outline).
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    assert.is.not(outline, 'none');
    await Promise.all([page.waitForSelector('#outcome'), page.keyboard.press('Enter')]);
    return { result, outcome: await page.getAttribute('#outcome', 'data-status') };
  } finally {
    await page.close();
  }
}

test('Approve by keyboard: the order is paid', async () => {
  const { result, outcome } = await payWithKeyboard('approve');
  assert.is(outcome, 'succeeded');
  const ps = await sf.getOrderPaymentStatus({
    client: env.storefront({ billToken: result.bill_token }),
    path: { order_id: result.order_id },
  });
  assert.is(ps.data!.data.payment_status, 'succeeded');
});

test('Decline by keyboard: the payment fails', async () => {
  const { result, outcome } = await payWithKeyboard('decline');
  assert.is(outcome, 'failed');
  const ps = await sf.getOrderPaymentStatus({
    client: env.storefront({ billToken: result.bill_token }),
    path: { order_id: result.order_id },
  });
  assert.is(ps.data!.data.payment_status, 'failed');
});

test('responses conform to the contract', () => {
  assert.ok(haveChromium(), MISSING);
  assert.equal(env.responseViolations(), []);
});

test.run();
