import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeHtml, html, money, raw } from './html.js';

test('escapeHtml escapes the five HTML metacharacters', () => {
  assert.is(
    escapeHtml(`<a href="x" onclick='y'>&</a>`),
    '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  );
  assert.is(escapeHtml(null), '');
  assert.is(escapeHtml(12), '12');
});

test('html`` escapes interpolations, keeps nested html`` and raw(), joins arrays', () => {
  const name = '<script>alert(1)</script>';
  const out = html`<p title="${'"quoted"'}">${name}${html`<b>${'&'}</b>`}${raw('<i>ok</i>')}${['<', html`<br>`]}</p>`;
  assert.is(
    out.__html,
    '<p title="&quot;quoted&quot;">&lt;script&gt;alert(1)&lt;/script&gt;<b>&amp;</b><i>ok</i>&lt;<br></p>',
  );
});

test('money formats minor units with the currency', () => {
  assert.is(money(19550, 'GHS'), 'GHS 195.50');
  assert.is(money(123456789, 'GHS'), 'GHS 1,234,567.89');
  assert.is(money(-5, 'USD'), 'USD -0.05');
});

test.run();
