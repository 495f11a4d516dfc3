import { raw, tag, type SafeHtml } from './tags.js';

/**
 * The browser side of `linkTo(…, { method, confirm })` and `buttonTo(…, { confirm })`, as Rails' UJS does it:
 * - a click on an element with `data-confirm` asks `confirm(question)` first; "Cancel" stops the click (the
 *   link is not followed, the button's form is not sent);
 * - a click on a link with `data-method` (delete, put, patch, post) sends a POST form to the link's URL
 *   instead of following it, with `_method` for the verb and the CSRF token: the link's own
 *   `data-csrf-token`, else the page's `csrf-token` meta tag, sent under the `csrf-param` meta tag's name
 *   (`authenticity_token` when the page has none).
 * Without the script such a link is a plain GET of its URL, which must do no harm (for a record, its page).
 * The script is self-contained, and safe to include twice.
 */
export const ujsScript = `(function () {
  if (window.__resourceRoutingUjs) return;
  window.__resourceRoutingUjs = true;
  var meta = function (name) {
    var element = document.querySelector('meta[name="' + name + '"]');
    return element ? element.getAttribute('content') : null;
  };
  var hidden = function (form, name, value) {
    var input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  };
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var element = target && target.closest('a[data-confirm], a[data-method], input[data-confirm], button[data-confirm]');
    if (!element) return;
    var method = element.tagName === 'A' ? (element.getAttribute('data-method') || '').toLowerCase() : '';
    if (method === 'get') method = '';
    // A modified click (new tab, new window) must not turn into a GET of a delete link.
    if (method && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
      event.preventDefault();
      return;
    }
    var question = element.getAttribute('data-confirm');
    if (question !== null && !window.confirm(question)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    if (!method) return;
    event.preventDefault();
    var form = document.createElement('form');
    form.method = 'post';
    form.action = element.href;
    form.style.display = 'none';
    if (method !== 'post') hidden(form, '_method', method);
    var token = element.getAttribute('data-csrf-token') || meta('csrf-token');
    if (token) hidden(form, meta('csrf-param') || 'authenticity_token', token);
    if (element.target) form.target = element.target;
    document.body.appendChild(form);
    form.submit();
  });
})();
`;

/** `ujsScript` in a `<script>` element, to put in a layout's head or at the end of its body. */
export function ujsScriptTag(attrs: { nonce?: string } = {}): SafeHtml {
  return tag('script', { nonce: attrs.nonce }, raw(`\n${ujsScript}`));
}
