// test-store: any (the API reference rendered in a browser; no page of it reads the store)
// The API reference in a real browser (Debian's Chromium, `scripts/ensure-debian-package.sh chromium chromium`): every docs page renders
// under its Content-Security-Policy with no violation, and loads nothing from any other host.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness/server.js';
import { haveChromium, launchChromium, MISSING } from '../harness/chromium.js';

let srv: TestServer;
let browser: BrowserContext;
let profile: string;

test.before(async () => {
  if (!haveChromium()) return;
  srv = await startTestServer();
  profile = await mkdtemp(join(tmpdir(), 'sfc-chromium-'));
  browser = await launchChromium(profile);
});
test.after(async () => {
  await browser?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
  await srv?.close();
});

for (const [page, heading] of [
  ['storefront', 'Storefront API'],
  ['link', 'Link'],
  ['platform', 'Platform'],
] as const) {
  test(`/docs/${page} renders under its CSP and asks no other host for anything`, async () => {
    assert.ok(browser, MISSING);
    const tab = await browser.newPage();
    const foreign: string[] = [];
    const violations: string[] = [];
    tab.on('request', (r) => {
      const u = new URL(r.url());
      if (!['data:', 'blob:'].includes(u.protocol) && u.origin !== new URL(srv.url).origin) foreign.push(r.url());
    });
    tab.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await tab.exposeFunction('__cspViolation', (v: string) => violations.push(v));
    await tab.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __cspViolation(v: string): void }).__cspViolation(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    const res = await tab.goto(`${srv.url}/docs/${page}`, { waitUntil: 'load' });
    assert.is(res?.status(), 200);
    assert.match(res!.headers()['content-security-policy'] ?? '', /script-src 'self' 'sha256-/);
    assert.ok(res!.headers()['x-request-id']);
    // Redoc has rendered the contract: its title heading and the operations' sections.
    await tab.waitForSelector('h1', { timeout: 30_000 });
    assert.match(await tab.locator('h1').first().innerText(), new RegExp(heading, 'i'));
    // Redoc renders a section per tag (ids like "/cart"); the contract has more than three per surface.
    assert.ok((await tab.locator('[data-section-id^="/"], [id^="/"]').count()) > 3, 'tag sections rendered');
    // Redoc probes (inside try/catch) whether it may build a search worker with Function(); the policy says no, as
    // it allows no 'unsafe-eval', and the page goes on without it. Nothing else may be refused.
    await tab.waitForTimeout(500);
    assert.equal(
      violations.filter((v) => !/^script-src eval|'unsafe-eval'/.test(v)),
      [],
    );
    assert.equal(foreign, []);
    await tab.close();
  });
}

test.run();
