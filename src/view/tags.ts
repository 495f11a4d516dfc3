/**
 * HTML escaping and a tag builder. Everything a view helper returns is `SafeHtml`: markup that is already
 * escaped and must not be escaped again. Any other value that reaches markup is escaped, so the safe path is
 * the default one (Rails' `html_safe` model).
 */

/** Markup that is already escaped. `String(safe)` and `${safe}` give the HTML. */
export class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
  toJSON(): string {
    return this.html;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes `& < > " '` (enough for text and for quoted attribute values). */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Marks a string as safe markup. Only for markup the program wrote itself, never for user input. */
export const raw = (html: string): SafeHtml => new SafeHtml(html);

/** Content as markup: SafeHtml as is, arrays joined, null / undefined / false as nothing, the rest escaped. */
export function toHtml(content: unknown): string {
  if (content instanceof SafeHtml) return content.html;
  if (Array.isArray(content)) return content.map(toHtml).join('');
  if (content === null || content === undefined || content === false) return '';
  return escapeHtml(content);
}

/**
 * A template tag that escapes what it interpolates (unless it is `SafeHtml`):
 * ``html`<h1>${post.title}</h1>` `` is safe for any title.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => (out += toHtml(value) + strings[i + 1]!));
  return new SafeHtml(out);
}

export type AttributeValue = string | number | boolean | null | undefined | SafeHtml;
/** Attributes of a tag; `data: { confirm: 'Sure?' }` gives `data-confirm="Sure?"`. */
export type Attributes = { [name: string]: AttributeValue | { [name: string]: AttributeValue } };

// Elements that never have content or a closing tag.
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// An attribute name must not be able to break out of the tag.
// eslint-disable-next-line no-control-regex
const ATTRIBUTE_NAME = /^[^\s"'>/=\u0000-\u001f]+$/;

function attribute(name: string, value: AttributeValue): string {
  if (!ATTRIBUTE_NAME.test(name)) throw new TypeError(`Invalid HTML attribute name ${JSON.stringify(name)}`);
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return ` ${name}`;
  // Attribute values are always escaped: SafeHtml is markup, and markup inside quotes still needs escaping.
  return ` ${name}="${escapeHtml(value instanceof SafeHtml ? value.html : value)}"`;
}

/** The attributes as markup, in the given order; `data` / `aria` objects expand to `data-*` / `aria-*`. */
export function attributes(attrs: Attributes = {}): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== null && typeof value === 'object' && !(value instanceof SafeHtml)) {
      for (const [sub, subValue] of Object.entries(value)) out += attribute(`${name}-${sub.replace(/_/g, '-')}`, subValue);
    } else {
      out += attribute(name, value);
    }
  }
  return out;
}

/** An element: `tag('input', { type: 'text' })` or `tag('p', { class: 'x' }, 'text')`. Content is escaped. */
export function tag(name: string, attrs: Attributes = {}, content?: unknown): SafeHtml {
  if (!/^[a-zA-Z][a-zA-Z0-9-]*$/.test(name)) throw new TypeError(`Invalid HTML tag name ${JSON.stringify(name)}`);
  const open = `<${name}${attributes(attrs)}>`;
  if (VOID.has(name.toLowerCase())) return new SafeHtml(open);
  return new SafeHtml(`${open}${toHtml(content)}</${name}>`);
}

/** Rails' `content_tag` argument order: `contentTag('p', 'text', { class: 'x' })`. */
export const contentTag = (name: string, content: unknown, attrs: Attributes = {}): SafeHtml => tag(name, attrs, content);

/**
 * Rails' `csrf_meta_tags`: the token for scripts that send their own requests (`X-CSRF-Token`) or turn
 * `data-method` links into forms. In an action: `ctx.csrfMetaTags()`.
 */
export function csrfMetaTags(token: string, param = 'authenticity_token'): SafeHtml {
  return new SafeHtml(tag('meta', { name: 'csrf-param', content: param }).html + tag('meta', { name: 'csrf-token', content: token }).html);
}
