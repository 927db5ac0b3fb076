// Issue 32, point 23: /docs leads to the guides and the command-line tool, and the API reference names this
// server's origin for each surface (BASE_URL, LINK_URL, API_URL), not `npm start`'s default 127.0.0.1:8080, in
// its pages and in the specs it serves; the pages' Content-Security-Policy still admits their inline scripts.
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness/server.js';

const API_URL = 'https://api.shop.example';
let srv: TestServer;
test.before(async () => {
  srv = await startTestServer({ env: { API_URL } });
});
test.after(async () => {
  await srv?.close();
});

const text = async (path: string) => {
  const res = await fetch(srv.url + path);
  assert.is(res.status, 200, path);
  return { body: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
};

test('/docs links the guides and the command-line tool, which are served', async () => {
  const { body } = await text('/docs');
  for (const href of ['/docs/guides', '/docs/guides/cli', '/docs/guides/mcp', '/docs/storefront']) {
    assert.ok(body.includes(`href="${href}"`), href);
  }
  const guides = (await text('/docs/guides')).body;
  assert.ok(guides.includes('id="command-line-tool"'), 'the CLI guide is listed on the guides page');
  assert.ok(guides.includes('id="agent-endpoint-mcp"'), 'the MCP guide is listed on the guides page');
  assert.ok(guides.includes('href="/docs/guides/cli"') && guides.includes('href="/docs/guides/mcp"'));
  assert.ok((await text('/docs/guides/cli')).body.includes('<h1 id="command-line-tool">'), 'the CLI guide is served');
  assert.ok((await text('/docs/guides/mcp')).body.includes('<h1 id="agent-endpoint-mcp">'), 'the MCP guide is served');
});

test('the reference and the specs name each surface’s origin, never the default :8080', async () => {
  const base = srv.services.config.baseUrl;
  assert.match(base, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.is.not(base, 'http://127.0.0.1:8080');
  const want = { storefront: base, link: base, platform: API_URL };
  for (const [surface, origin] of Object.entries(want)) {
    const spec = JSON.parse((await text(`/openapi/${surface}.json`)).body);
    assert.is(spec.servers[0].url, origin, surface);
    const page = await text(`/docs/${surface}`);
    assert.not.ok(page.body.includes('127.0.0.1:8080'), `/docs/${surface} names :8080`);
    assert.ok(page.body.includes(`"servers":[{"url":"${origin}"`), `/docs/${surface} names ${origin}`);
    // Every inline script of the page, as served, is one the policy names by hash.
    for (const [, script] of page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      const hash = createHash('sha256').update(script, 'utf8').digest('base64');
      assert.ok(page.csp.includes(`'sha256-${hash}'`), `/docs/${surface}: an inline script outside the policy`);
    }
  }
  const openrpc = (await text('/openrpc.json')).body;
  assert.not.ok(openrpc.includes('127.0.0.1:8080'));
  assert.ok(openrpc.includes(`${API_URL}/mcp`));
});

test.run();
