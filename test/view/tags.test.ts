import { describe, expect, it } from 'vitest';
import { attributes, contentTag, escapeHtml, html, raw, SafeHtml, tag } from '../../src/index.js';

describe('escaping', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('html`` escapes interpolations but not SafeHtml, and joins arrays', () => {
    const evil = '<script>alert(1)</script>';
    const out = html`<p>${evil}</p>${raw('<br>')}${[html`<i>${'&'}</i>`, 'x<']}${null}${false}${undefined}${0}`;
    expect(out).toBeInstanceOf(SafeHtml);
    expect(String(out)).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><br><i>&amp;</i>x&lt;0');
  });
});

describe('tag', () => {
  it('builds elements with escaped attributes and content', () => {
    expect(tag('a', { href: '/x?a=1&b="2"', title: "it's" }, '<b>').html).toBe('<a href="/x?a=1&amp;b=&quot;2&quot;" title="it&#39;s">&lt;b&gt;</a>');
  });

  it('writes void elements without a closing tag, and boolean attributes bare', () => {
    expect(tag('input', { type: 'checkbox', checked: true, disabled: false, value: null }).html).toBe('<input type="checkbox" checked>');
  });

  it('expands data-* objects', () => {
    expect(attributes({ data: { confirm: 'Sure?', remote_url: '/x' } })).toBe(' data-confirm="Sure?" data-remote-url="/x"');
  });

  it('refuses attribute and tag names that would break out of the tag', () => {
    expect(() => tag('a', { 'onclick="x"': 1 })).toThrow(/Invalid HTML attribute name/);
    expect(() => tag('a><script', {})).toThrow(/Invalid HTML tag name/);
  });

  it('contentTag takes content first, as Rails does', () => {
    expect(contentTag('p', 'hi', { class: 'x' }).html).toBe('<p class="x">hi</p>');
  });
});
