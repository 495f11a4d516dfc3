import { formTag } from './form-tag.js';
import { SafeHtml, tag, type Attributes } from './tags.js';

export interface LinkOptions extends Attributes {
  /**
   * A verb other than GET, as Rails' `data-method` (needs a script such as rails-ujs to act on it); without
   * JavaScript prefer `buttonTo`, which is a real form.
   */
  method?: string;
  /** A confirmation question, as `data-confirm`. */
  confirm?: string;
  /** With a `method` other than GET: the CSRF token, as `data-csrf-token` (`ctx.linkTo` gives the request's). */
  authenticityToken?: string;
}

/** `<a href="url">label</a>`; the label is escaped unless it is SafeHtml. */
export function linkTo(label: unknown, url: string, options: LinkOptions = {}): SafeHtml {
  const { method, confirm, authenticityToken, ...attrs } = options;
  const data: Attributes = {};
  if (confirm !== undefined) data['data-confirm'] = confirm;
  if (method !== undefined && method.toLowerCase() !== 'get') {
    Object.assign(data, { 'data-method': method.toLowerCase(), rel: 'nofollow' });
    // The script that turns the link into a form posts this as `authenticity_token`.
    if (authenticityToken !== undefined) data['data-csrf-token'] = authenticityToken;
  }
  return tag('a', { href: url, ...data, ...attrs }, label);
}

export interface ButtonToOptions {
  /** The verb: post by default; put, patch and delete go through a hidden `_method` field. */
  method?: string;
  /** A confirmation question, as `data-confirm` on the button. */
  confirm?: string;
  disabled?: boolean;
  /** Extra hidden fields sent with the button. */
  params?: Readonly<Record<string, string | number>>;
  /** Attributes of the form; its class defaults to `button_to`. */
  form?: Attributes;
  /** Further attributes of the button. */
  button?: Attributes;
  /** The CSRF token for the hidden `authenticity_token` field (`ctx.buttonTo` gives the request's). */
  authenticityToken?: string;
}

/**
 * Rails' `button_to`: a one-button form, so a browser can send POST, PUT or DELETE without JavaScript:
 * `buttonTo('Delete', '/posts/5', { method: 'delete' })`.
 */
export function buttonTo(label: unknown, url: string, options: ButtonToOptions = {}): SafeHtml {
  const hidden = Object.entries(options.params ?? {}).map(([name, value]) => tag('input', { type: 'hidden', name, value: String(value) }));
  const button = tag('input', {
    type: 'submit',
    value: label instanceof SafeHtml ? label.html : String(label),
    disabled: options.disabled ?? false,
    ...(options.confirm !== undefined ? { 'data-confirm': options.confirm } : {}),
    ...options.button,
  });
  const token = options.authenticityToken === undefined ? {} : { authenticityToken: options.authenticityToken };
  return formTag(url, { method: options.method ?? 'post', html: { class: 'button_to', ...options.form }, ...token }, [hidden, button]);
}
