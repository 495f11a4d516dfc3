import { SafeHtml, tag, toHtml, type Attributes } from './tags.js';

export interface FormTagOptions {
  /** The verb wanted: get and post are sent as is, any other (put, patch, delete) as POST with `_method`. */
  method?: string;
  multipart?: boolean;
  /** Further attributes of the form element. */
  html?: Attributes;
}

/**
 * A form element. Browsers can only send GET and POST, so for PUT / PATCH / DELETE the form posts and
 * carries the verb in a hidden `_method` field, which the dispatcher's method override reads.
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
  return tag('form', attrs, new SafeHtml(override + toHtml(content)));
}
