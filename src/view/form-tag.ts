import { SafeHtml, tag, toHtml, type Attributes } from './tags.js';

export interface FormTagOptions {
  /** The verb wanted: get and post are sent as is, any other (put, patch, delete) as POST with `_method`. */
  method?: string;
  multipart?: boolean;
  /** Further attributes of the form element. */
  html?: Attributes;
  /**
   * The CSRF token to send (`ctx.formFor` / `ctx.buttonTo` give the request's): written as a hidden
   * `authenticity_token` field in every form that does not use GET.
   */
  authenticityToken?: string;
}

/** The form field name of the CSRF token (as Rails). */
export const AUTHENTICITY_PARAM = 'authenticity_token';

/**
 * A form element. Browsers can only send GET and POST, so for PUT / PATCH / DELETE the form posts and
 * carries the verb in a hidden `_method` field, which the dispatcher's method override reads. A form that
 * posts carries the CSRF token when one is given.
 */
export function formTag(action: string, options: FormTagOptions = {}, content?: unknown): SafeHtml {
  const verb = (options.method ?? 'post').toLowerCase();
  const browserVerb = verb === 'get' ? 'get' : 'post';
  const attrs: Attributes = {
    action,
    method: browserVerb,
    'accept-charset': 'UTF-8',
    ...(options.multipart ? { enctype: 'multipart/form-data' } : {}),
    ...options.html,
  };
  const override = browserVerb === verb ? '' : tag('input', { type: 'hidden', name: '_method', value: verb }).html;
  const token =
    browserVerb === 'get' || options.authenticityToken === undefined
      ? ''
      : tag('input', { type: 'hidden', name: AUTHENTICITY_PARAM, value: options.authenticityToken, autocomplete: 'off' }).html;
  return tag('form', attrs, new SafeHtml(override + token + toHtml(content)));
}
