// ujsScript run against a minimal stand-in for the DOM (the Chromium test runs it in a real browser): what a
// click on a data-method / data-confirm element does.
import { describe, expect, it } from 'vitest';
import { linkTo, buttonTo, ujsScript, ujsScriptTag } from '../../src/index.js';

class FakeElement {
  children: FakeElement[] = [];
  style: Record<string, string> = {};
  [key: string]: unknown;
  constructor(
    readonly tagName: string,
    private readonly attrs: Record<string, string> = {},
  ) {}
  getAttribute(name: string): string | null {
    return Object.hasOwn(this.attrs, name) ? this.attrs[name]! : null;
  }
  closest(selector: string): FakeElement | null {
    // The script asks for elements with data-confirm or data-method; the clicked element is the candidate.
    const wanted = selector.split(',').map((s) => s.trim());
    return wanted.some((s) => this.matches(s)) ? this : null;
  }
  private matches(selector: string): boolean {
    const m = /^(\w+)\[([\w-]+)\]$/.exec(selector)!;
    return this.tagName.toLowerCase() === m[1] && this.getAttribute(m[2]!) !== null;
  }
  appendChild(child: FakeElement) {
    this.children.push(child);
  }
}

function page({ confirmAnswer = true, meta = { 'csrf-param': 'authenticity_token', 'csrf-token': 'tok+/=' } as Record<string, string> } = {}) {
  const listeners: ((event: unknown) => void)[] = [];
  const submitted: FakeElement[] = [];
  const asked: string[] = [];
  const body = new FakeElement('BODY');
  const document = {
    body,
    addEventListener: (type: string, fn: (event: unknown) => void) => type === 'click' && listeners.push(fn),
    querySelector: (selector: string) => {
      const name = /name="([^"]+)"/.exec(selector)?.[1] ?? '';
      return Object.hasOwn(meta, name) ? new FakeElement('META', { content: meta[name]! }) : null;
    },
    createElement: (tag: string) => {
      const element = new FakeElement(tag.toUpperCase());
      element.submit = () => submitted.push(element);
      return element;
    },
  };
  const window: Record<string, unknown> = { confirm: (q: string) => (asked.push(q), confirmAnswer) };
  const run = () => new Function('window', 'document', 'Element', ujsScript)(window, document, FakeElement);
  run();
  run(); // included twice: still one listener
  const click = (element: FakeElement, init: Partial<{ button: number; metaKey: boolean; ctrlKey: boolean }> = {}) => {
    const event = { target: element, button: 0, defaultPrevented: false, stopped: false, ...init, preventDefault() {
      event.defaultPrevented = true;
    }, stopImmediatePropagation() {
      event.stopped = true;
    } };
    listeners.forEach((fn) => fn(event));
    return event;
  };
  return { listeners, submitted, asked, click, body };
}

const link = (attrs: Record<string, string>) => Object.assign(new FakeElement('A', attrs), { href: 'http://x.test/posts/5', target: '' });
const fields = (form: FakeElement) => Object.fromEntries(form.children.map((c) => [c.name, c.value]));

describe('ujsScript', () => {
  it('turns a data-method link into a POST form with _method and the CSRF token, after the confirmation', () => {
    const p = page();
    expect(p.listeners).toHaveLength(1);
    const event = p.click(link({ 'data-method': 'delete', 'data-confirm': 'Sure?' }));
    expect(p.asked).toEqual(['Sure?']);
    expect(event.defaultPrevented).toBe(true);
    expect(p.submitted).toHaveLength(1);
    const form = p.submitted[0]!;
    expect([form.method, form.action, p.body.children[0]]).toEqual(['post', 'http://x.test/posts/5', form]);
    expect(fields(form)).toEqual({ _method: 'delete', authenticity_token: 'tok+/=' });
  });

  it('sends nothing when the confirmation is dismissed', () => {
    const p = page({ confirmAnswer: false });
    const event = p.click(link({ 'data-method': 'delete', 'data-confirm': 'Sure?' }));
    expect([event.defaultPrevented, event.stopped, p.submitted.length]).toEqual([true, true, 0]);
    const button = p.click(new FakeElement('INPUT', { 'data-confirm': 'Really?' }));
    expect([button.defaultPrevented, p.asked]).toEqual([true, ['Sure?', 'Really?']]);
  });

  it('lets a confirmed button and a plain confirm link go on as the browser would', () => {
    const p = page();
    expect(p.click(new FakeElement('INPUT', { 'data-confirm': 'Really?' })).defaultPrevented).toBe(false);
    expect(p.click(link({ 'data-confirm': 'Leave?' })).defaultPrevented).toBe(false);
    expect(p.click(link({ 'data-method': 'get' })).defaultPrevented).toBe(false);
    expect(p.submitted).toHaveLength(0);
  });

  it('posts without _method for data-method="post", and without a token where neither page nor link has one', () => {
    const p = page({ meta: {} });
    p.click(link({ 'data-method': 'POST' }));
    expect(fields(p.submitted[0]!)).toEqual({});
  });

  it("prefers the link's own data-csrf-token, under the page's param name or authenticity_token", () => {
    const withMeta = page();
    withMeta.click(link({ 'data-method': 'put', 'data-csrf-token': 'own' }));
    expect(fields(withMeta.submitted[0]!)).toEqual({ _method: 'put', authenticity_token: 'own' });
    const custom = page({ meta: { 'csrf-param': 'token' } });
    custom.click(link({ 'data-method': 'delete', 'data-csrf-token': 'own' }));
    expect(fields(custom.submitted[0]!)).toEqual({ _method: 'delete', token: 'own' });
    const bare = page({ meta: {} });
    bare.click(link({ 'data-method': 'delete', 'data-csrf-token': 'own' }));
    expect(fields(bare.submitted[0]!)).toEqual({ _method: 'delete', authenticity_token: 'own' });
  });

  it('ignores modified clicks on data-method links (no new tab doing a GET of a delete link)', () => {
    const p = page();
    expect(p.click(link({ 'data-method': 'delete' }), { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(p.click(link({ 'data-method': 'delete' }), { button: 1 }).defaultPrevented).toBe(true);
    expect(p.submitted).toHaveLength(0);
  });

  it('goes with the markup of linkTo and buttonTo', () => {
    expect(String(linkTo('Delete', '/posts/5', { method: 'delete', confirm: 'Sure?' }))).toBe('<a href="/posts/5" data-confirm="Sure?" data-method="delete" rel="nofollow">Delete</a>');
    expect(String(buttonTo('Delete', '/posts/5', { method: 'delete', confirm: 'Sure?' }))).toContain('<input type="submit" value="Delete" data-confirm="Sure?">');
    expect(String(ujsScriptTag({ nonce: 'a"b' }))).toMatch(/^<script nonce="a&quot;b">\n\(function \(\) \{[\s\S]*\}\)\(\);\n<\/script>$/);
  });
});
