/**
 * The runtime `resource-routing js` inlines into the modules it writes: the browser's copy of the server's
 * helper call (`src/generate/url-helpers.ts` → `generator.ts` → `url.ts`, `query.ts`, `to-param.ts`,
 * `pattern/escape.ts`). It is text, not an import, because the generated module must not depend on this
 * package; the differential test (test/cli/js-module.test.ts) holds it to the server's answers, so a change to
 * generation there must be made here too.
 *
 * A route is `[name, nodes, keys, defaults, checks, slashes, drops, globs?]`, worked out by module.ts'
 * routeData so that this code only fills: a node is static text (already canonical, never empty), a param's
 * index in `keys` (its first, when a name is used twice), or an array (an optional group); `checks[i]` is
 * the anchored requirement (or `/^/`) of each required param; `slashes[i]` the regexp that decides whether
 * param i's value keeps its `/`; `drops[i]` the text for which optional param i is left out (its default's,
 * or ''); `globs` the indexes of map-style globs.
 *
 * It goes into every browser bundle, so it is written for size once minified and gzipped: one function, short
 * repeated shapes, no long messages (errors keep the server's class names, `UrlGenerationError` and
 * `ArgumentError`). Written without template literals so it can live in a String.raw template.
 */
export const RUNTIME_SOURCE = String.raw`
const $enc = encodeURIComponent;
// Percent-encodes, then gives back the pchars (and the extra escapes) a path or fragment keeps as written.
const $escape = (text, extra) => $enc(text).replace(RegExp('%(2[46BC]|3[ABD]|40' + extra, 'gi'), decodeURIComponent);

// Ruby's CGI.escape: only letters, digits and _.-~ as written, a space as '+'.
const $cgi = (text) => $enc(text).replace(/[!'()]/g, escape).replace(/\*/g, '%2A').replace(/%20/g, '+');

// A record (any object but a list or a Date) and what it is read by: its toParam() or id.
const $record = (v) => v && typeof v == 'object' && !Array.isArray(v) && !(v instanceof Date);
const $id = (v) => (typeof v.toParam == 'function' ? v.toParam() : v.id);

/** A value as URL text: a record's toParam() or id, a list joined with '/', nothing for null. */
const $param = (v, p) =>
  v == null ? p
  : Array.isArray(v) ? v.map((x) => $param(x) ?? '').join('/')
  : v instanceof Date ? v.toISOString()
  : typeof v == 'object' ? ((p = $id(v)) === v ? void 0 : $param(p))
  : String(v);

// URL option keys, and use_route: never path params.
const $options = /^(host|protocol|port|subdomain|domain|tld_length|anchor|params|only_path|onlyPath|trailing_slash|trailingSlash|script_name|scriptName|user|password|use_route)$/;
// Arrays, records and primitives have other prototypes.
const $plain = (v) => v != null && [Object.prototype, null].includes(Object.getPrototypeOf(v));
// The mark of named params (the package's asParams sets the same registered symbol).
const $mark = Symbol.for('resource-routing.plain-data');

/** Marks a plain object as named params whatever its keys (Rails' Hash); a frozen one by a marked copy. */
export function asParams(params) {
  if (!$plain(params)) throw Object.assign(Error('asParams takes a plain object of params'), { name: 'ArgumentError' });
  return params[$mark] ? params : Object.defineProperty(Object.isExtensible(params) ? params : Object.assign(Object.create(Object.getPrototypeOf(params)), params), $mark, { value: true });
}

/** Rails' Hash#to_query (top: no prefix, null values left out): keys sorted, a[b]=c, a[]=1. */
const $query = (value, prefix, top) =>
  // An empty list as one empty item: 'a[]='.
  Array.isArray(value) ? (value.length ? value : ['']).flatMap((x) => $query(x, prefix + '[]'))
  : $plain(value) ? Object.keys(value).sort().flatMap((key) => (top && value[key] == null ? [] : $query(value[key], top ? key : prefix + '[' + key + ']')))
  : [$cgi(prefix) + '=' + $cgi($param(value) ?? '')];

/** One helper call (onlyPath '_path' for _path, '' for _url): what the server's helper gives for the same arguments. */
function $url([name, nodes, keys, defaults, checks, slashes, drops, globs], args, onlyPath) {
  const fail = (message, generation) => {
    throw Object.assign(Error(name + (onlyPath || '_url') + message), { name: generation ? 'UrlGenerationError' : 'ArgumentError' });
  };
  // Positional args, then named params and URL options (url-helpers.ts' splitArgs and readHelperArgs):
  // trailing objects of URL options only; then the last plain object, unless it is a row (as-params.ts: an
  // id or toParam(), no mark, and a key naming neither a param, a fixed param nor a URL option).
  let end = args.length;
  let last;
  while (end > 1 && $plain((last = args[end - 1])) && (last = Object.keys(last)).length && last.every((key) => $options.test(key))) end--;
  last = args[end - 1];
  if (
    $plain(last) &&
    (last[$mark] ||
      !('id' in last || typeof last.toParam == 'function') ||
      Object.keys(last).every((key) => $options.test(key) || keys.includes(key) || Object.keys(defaults).includes(key)))
  ) end--;
  // Trailing nils fill nothing.
  let given = end;
  while (given && args[given - 1] == null) given--;
  const hash = { ...defaults, use_route: name, only_path: onlyPath, ...Object.assign({}, ...args.slice(end)) };
  // Fewer positional args than params (format aside): the params named already are skipped.
  const positional = given < keys.length - 1 ? keys.filter((key) => !(key in hash)) : keys;
  // More positional args than params to take them: refused.
  const placed = args.slice(0, given).map((v, i, k) => ((hash[(k = positional[i] ?? fail(': extra args'))] = v), k));
  // A record without an id (a row not saved) is refused, not left out.
  keys.map((key, v) => $record((v = hash[key])) && ((v = $id(v)) == null || v === '') && fail(' cannot be generated: the record for :' + key + ' is not saved', 1));

  const options = { ...defaultUrlOptions, ...hash };
  // The other routes are not in this bundle (only imported helpers are): say so rather than fill this one.
  if (options.use_route !== name) fail(': use_route is not supported');
  // Credentials are URL options only as a pair; a lone user is a param.
  const isParam = (key) => !$options.test(key) || (/^(user|password)$/.test(key) && (options.user == null || options.password == null));

  // The route's path (generator.ts' fillRoute): values of the params, false filling nothing.
  // A map-style glob given by name: each piece escaped with its '/', then the pieces joined with '/' (Rails 2.3).
  const values = keys.map((key, i, v) =>
    (v = isParam(key) && options[key]) === false || $param(v) == null ? void 0
    : globs?.includes(i) && !placed.includes(key) ? [].concat(v).map((x) => $escape($param(x) ?? '', ')|%25(?=[\\dA-F]{2})')).join('/')
    : $param(v));
  checks.map(
    (check, i, v) =>
      ((v = values[i]) == null || !check.test(v)) &&
      fail(' cannot be generated: :' + keys[i] + (v == null ? ' is missing' : ' "' + v + '" does not match'), 1),
  );
  // An optional param whose value is the route's default is left out. A lone '%' is escaped; one starting a
  // valid %XX escape is kept as written.
  let count = 0;
  const written = values.map((v, i) => (v == null || v === drops[i] ? void 0 : (count++, $escape(v, (slashes[i]?.test(v) ? '|2F' : '') + ')|%25(?=[\\dA-F]{2})'))));
  let consumed = new Set();
  // The nodes' text, or null when a param is missing (every() stops on a falsy answer: static text is never
  // empty). An optional group is written only when all its params are given and some given one is unplaced.
  const format = (list, out = '', before, part) =>
    list.every((node) =>
      node === node + '' ? (out += node)
      : node.map ? ((part = consumed.size < count ? ((before = new Set(consumed)), format(node)) : '') == null ? (consumed = before) : (out += part), 1)
      : written[node] != null && (consumed.add(node), (out += written[node]), 1),
    ) ? out : null;

  // The URL around it (url.ts' buildUrl).
  let url = '';
  if (!(options.only_path ?? options.onlyPath)) {
    let host = options.host || fail(': missing host');
    // As url.ts: nil and false mean http, other non-strings are refused.
    const protocol = options.protocol == null || options.protocol === false ? 'http' : typeof options.protocol == 'string' ? options.protocol : fail(': invalid :protocol option ' + options.protocol);
    if (options.subdomain !== void 0 || options.domain !== void 0) {
      const tld = (options.tld_length ?? 1) + 1;
      const labels = host.split('.');
      host = [options.subdomain ?? labels.slice(0, -tld).join('.'), options.domain ?? labels.slice(-tld).join('.')].filter(Boolean).join('.');
    }
    url =
      (protocol.includes('://') ? protocol : protocol.replace(/:$/, '') + '://') +
      (options.user && options.password ? $enc(options.user) + ':' + $enc(options.password) + '@' : '') +
      host +
      (options.port != null && options.port !== false ? ':' + options.port : '');
  }
  let path = (options.script_name ?? options.scriptName ?? '').replace(/\/$/, '') + (format(nodes) || '/');
  // Never after a path with a dot (a format), never twice.
  if ((options.trailing_slash ?? options.trailingSlash) && !/\.|\/$/.test(path)) path += '/';
  // Params that filled no segment and are not fixed by the route go to the query string.
  const query = $query({ ...Object.fromEntries(Object.entries(options).filter(([key]) => isParam(key) && !(key in defaults) && values[keys.indexOf(key)] == null)), ...options.params }, '', 1).join('&');
  const anchor = $param(options.anchor);
  return url + path + (query ? '?' + query : '') + (anchor == null ? '' : '#' + $escape(anchor, '|2F|3F)'));
}

`;
