import { ArgumentError } from '../errors.js';
import type { RouteSet } from '../route-set.js';
import { FormBuilder } from './form-builder.js';
import { formTag } from './form-tag.js';
import { isNewRecord, modelNameOf, recordParam } from './model-name.js';
import { polymorphicPath } from './polymorphic.js';
import type { Attributes, SafeHtml } from './tags.js';

export interface FormForOptions {
  /**
   * The routes the action URL comes from (not needed when `url` is given), and whose Rails profile picks the verb
   * of a saved record's form: `patch` under `'6.1'`, `put` under `'3.2'` (and without routes).
   */
  routes?: RouteSet;
  /** The action URL, instead of the one derived from the record. */
  url?: string;
  /** The verb, instead of post (new record) / patch or put (saved record, by the routes' profile). */
  method?: string;
  /** The param key and the name in ids and classes, instead of the model's (`as: 'article'`). */
  as?: string;
  /** Prefixes the form's id, so two forms for one record on a page differ (Rails' `namespace`). */
  namespace?: string;
  format?: string;
  multipart?: boolean;
  /** Further attributes of the form element (an `id` or `class` here replaces Rails' one). */
  html?: Attributes;
  /** The CSRF token for the hidden `authenticity_token` field (`ctx.formFor` gives the request's). */
  authenticityToken?: string;
}

export type FormContent = (form: FormBuilder) => unknown;

/**
 * Rails' `form_for`. The record's state picks the action and verb: a new record (no id, or `isNewRecord()`
 * true) posts to the collection path (`/posts`), a saved one to its member path (`/posts/5`) with a hidden
 * `_method` naming the update verb of the routes' Rails profile: `patch` under 6.1 (`form_for` / `form_with`
 * since Rails 4), `put` under 3.2 (and when no routes are given). Id and class follow Rails: `new_post` /
 * `new_post`, `edit_post_5` / `edit_post`.
 * `formFor([post, comment], …)` nests (`/posts/1/comments`), `formFor(['admin', post], …)` namespaces
 * (`/admin/posts/5`); fields are named after the last record (`comment[body]`).
 */
export function formFor(target: unknown, options: FormForOptions | FormContent = {}, content?: FormContent): SafeHtml {
  const opts = typeof options === 'function' ? {} : options;
  const build = typeof options === 'function' ? options : content;
  const items = Array.isArray(target) ? target : [target];
  const record = items[items.length - 1];
  if (record === null || record === undefined || typeof record !== 'object') {
    throw new ArgumentError(`formFor needs a record (or an array ending in one), got ${String(record)}`);
  }
  const isNew = isNewRecord(record);
  const name = opts.as === undefined ? modelNameOf(record) : undefined;
  const key = opts.as ?? name!.paramKey;
  const state = isNew ? 'new' : 'edit';
  const id = isNew ? `${state}_${key}` : [state, key, recordParam(record)].filter(Boolean).join('_');

  let url = opts.url;
  if (url === undefined) {
    if (!opts.routes) throw new ArgumentError('formFor needs { routes } (the RouteSet) to find the action URL, or an explicit { url }');
    url = polymorphicPath(opts.routes, target, opts.format ? { format: opts.format } : {});
  }
  const human = name?.human ?? key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const builder = new FormBuilder(key, record, `${isNew ? 'Create' : 'Update'} ${human}`);
  const inner = build ? build(builder) : undefined;
  return formTag(
    url,
    {
      method: opts.method ?? (isNew ? 'post' : updateMethod(opts.routes)),
      multipart: opts.multipart ?? builder.multipart,
      html: { id: opts.namespace ? `${opts.namespace}_${id}` : id, class: `${state}_${key}`, ...opts.html },
      ...(opts.authenticityToken === undefined ? {} : { authenticityToken: opts.authenticityToken }),
    },
    inner,
  );
}

/**
 * The verb a saved record's form sends: the first of the verbs the profile's `update` answers, which is what
 * `form_for` of that Rails version sent (4+: `patch`, 3.2: `put`). Without routes there is no profile: 3.2's.
 */
function updateMethod(routes: RouteSet | undefined): string {
  return routes?.profile.declaration.updateVerbs[0] ?? 'put';
}
