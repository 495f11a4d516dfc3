/**
 * The runtime `resource-routing js` inlines into the modules it writes: the browser's copy of the server's
 * helper call (`src/generate/url-helpers.ts` → `generator.ts` → `url.ts`, `query.ts`, `to-param.ts`,
 * `pattern/escape.ts`). It is text, not an import, because the generated module must not depend on this
 * package; the differential test (test/cli/js-module.test.ts) holds it to the server's answers, so a change to
 * generation there must be made here too.
 *
 * A route is `{ n: name, a: path nodes, k: param names, d: fixed params, r: requirements, s: slash rules }`:
 * a node is static text (already canonical), a param's index in `k`, or an array (an optional group);
 * `r` holds anchored regexps of the declared requirements; `s[name]` is 1 when the value keeps its `/`
 * (globs, `:controller`) or the regexp that decides it.
 *
 * Written without template literals so it can live in a String.raw template.
 */
export const RUNTIME_SOURCE = String.raw`
const $optionKeys = new Set('host protocol port subdomain domain tld_length anchor params only_path onlyPath trailing_slash trailingSlash script_name scriptName user password'.split(' '));
const $isOptionKey = (key) => $optionKeys.has(key) || key === 'use_route';

const $fail = (name, message) => Object.assign(new Error(message), { name });

// Arrays, records and primitives have other prototypes.
const $isPlain = (value) => value != null && [Object.prototype, null].includes(Object.getPrototypeOf(value));
const $recordLike = (value) => value.id != null || typeof value.toParam === 'function';

/** A value as URL text: a record's toParam() or id, a list joined with '/', nothing for null. */
function $param(value) {
  if (value == null) return;
  if (Array.isArray(value)) return value.map((v) => $param(v) ?? '').join('/');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const param = typeof value.toParam === 'function' ? value.toParam() : value.id;
    return param === value ? undefined : $param(param);
  }
  return String(value);
}

const $pctUpper = (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase();
const $cgi = (text) => encodeURIComponent(text).replace(/[!'()*]/g, $pctUpper).replace(/%20/g, '+');

function $pairs(prefix, value, out) {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push($cgi(prefix + '[]') + '=');
    for (const item of value) $pairs(prefix + '[]', item, out);
  } else if ($isPlain(value)) {
    for (const key of Object.keys(value).sort()) $pairs(prefix + '[' + key + ']', value[key], out);
  } else {
    out.push($cgi(prefix) + '=' + $cgi(value === null ? '' : ($param(value) ?? '')));
  }
}

/** Rails' Hash#to_query: keys sorted, a[b]=c, a[]=1. */
function $query(params) {
  const out = [];
  for (const key of Object.keys(params).sort()) if (params[key] != null) $pairs(key, params[key], out);
  return out.join('&');
}

// Percent-encodes, then gives back the pchars (and the extra escapes) a path or fragment keeps as written.
const $escape = (text, extra) =>
  encodeURIComponent(text).replace(RegExp('%(?:24|26|2B|2C|3B|3D|3A|40' + extra + ')', 'g'), decodeURIComponent);

/** The path with its optional groups written only when all their params are given and some is still unplaced. */
function $format(route, values) {
  const given = route.k.filter((n) => values[n] !== undefined).length;
  let consumed = new Set();
  const render = (nodes) => {
    let out = '';
    for (const node of nodes) {
      if (typeof node === 'string') out += node;
      else if (Array.isArray(node)) {
        if (consumed.size >= given) continue;
        const before = new Set(consumed);
        const part = render(node);
        if (part === null) consumed = before;
        else out += part;
      } else {
        const name = route.k[node];
        const value = values[name];
        if (value === undefined) return null;
        consumed.add(name);
        const slash = route.s[name];
        // A lone '%' is escaped; one starting a valid %XX escape is kept as written.
        out += $escape(value, (slash === 1 || (!!slash && value.includes('/') && slash.test(value)) ? '|2F' : '') + ')|%25(?=[0-9A-Fa-f]{2}');
      }
    }
    return out;
  };
  return render(route.a);
}

const $required = (route) => route.a.filter((node) => typeof node === 'number').map((i) => route.k[i]);

function $host(options, host) {
  if (options.subdomain === undefined && options.domain === undefined) return host;
  const labels = host.split('.');
  const tld = (options.tld_length ?? 1) + 1;
  const domain = options.domain ?? labels.slice(-tld).join('.');
  const subdomain = options.subdomain ?? labels.slice(0, -tld).join('.');
  return [subdomain, domain].filter(Boolean).join('.');
}

function $build(path, extras, options) {
  let url = '';
  if (!(options.only_path ?? options.onlyPath ?? false)) {
    if (!options.host) throw $fail('ArgumentError', 'Missing host to link to! (set defaultUrlOptions.host)');
    const protocol = options.protocol ?? 'http';
    url += protocol.includes('://') ? protocol : protocol.replace(/:$/, '') + '://';
    if (options.user && options.password) url += encodeURIComponent(options.user) + ':' + encodeURIComponent(options.password) + '@';
    url += $host(options, options.host);
    if (options.port != null && options.port !== false) url += ':' + options.port;
  }
  let full = (options.script_name ?? options.scriptName ?? '').replace(/\/$/, '') + path;
  if ((options.trailing_slash ?? options.trailingSlash) && !full.endsWith('/') && !full.includes('.')) full += '/';
  url += full;
  const query = $query({ ...extras, ...options.params });
  if (query) url += '?' + query;
  const anchor = $param(options.anchor);
  if (anchor !== undefined) url += '#' + $escape(anchor, '|2F|3F');
  return url;
}

/** A plain object is a record when it stands where a required param is still missing and has id / toParam. */
function $readsAsRecord(value, route, before) {
  if (Object.keys(value).some((k) => $isOptionKey(k) || route.k.includes(k))) return false;
  const required = $required(route).filter((n) => !(n in route.d)).length;
  return required > before.filter((v) => v != null).length && $recordLike(value);
}

/** Positional args, then named params and URL options (url-helpers.ts' splitArgs and readHelperArgs). */
function $hash(route, helper, args, onlyPath) {
  let end = args.length;
  while (end > 1 && $isPlain(args[end - 1]) && Object.keys(args[end - 1]).length > 0 && Object.keys(args[end - 1]).every($isOptionKey)) end--;
  const last = args[end - 1];
  if (end > 0 && $isPlain(last) && !$readsAsRecord(last, route, args.slice(0, end - 1))) end--;
  const positional = args.slice(0, end);
  while (positional.length && positional[positional.length - 1] == null) positional.pop();
  const hash = { ...route.d, use_route: route.n, only_path: onlyPath, ...Object.assign({}, ...args.slice(end)) };
  let keys = route.k;
  if (positional.length < keys.length - 1) keys = keys.filter((k) => !(k in hash));
  if (positional.length > keys.length) {
    throw $fail('ArgumentError', helper + ' takes at most ' + keys.length + ' positional argument(s), got ' + positional.length);
  }
  positional.forEach((value, i) => (hash[keys[i]] = value));
  return hash;
}

const $segment = (value) => (value === false ? undefined : $param(value));

/** The route's path from the params (generator.ts' fillRoute), or an UrlGenerationError. */
function $fill(route, helper, params) {
  const required = $required(route);
  // Params up to the last one given, and the required ones (an optional param never extends the path alone).
  let last = route.k.length - 1;
  while (last >= 0 && $segment(params[route.k[last]]) === undefined) last--;
  const values = {};
  route.k.forEach((name, i) => {
    const value = $segment(params[name]);
    if (value !== undefined && (i <= last || required.includes(name))) values[name] = value;
  });
  const problems = required.flatMap((n) => {
    if (values[n] === undefined) return [':' + n + ' is missing'];
    const requirement = route.r[n];
    return requirement && !requirement.test(values[n]) ? [':' + n + ' ' + JSON.stringify(values[n]) + ' does not match ' + requirement] : [];
  });
  const placed = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (!required.includes(name) && ($param(route.d[name]) ?? '') === value) delete values[name];
  }
  const path = problems.length ? null : $format(route, values);
  if (path === null) throw $fail('UrlGenerationError', helper + ' cannot be generated: ' + (problems.join(', ') || 'params are missing'));
  return [path || '/', Object.fromEntries(Object.entries(params).filter(([key]) => !(key in placed) && !(key in route.d)))];
}

/** One helper call: what the server's <name>_path / <name>_url gives for the same arguments. */
function $url(route, args, onlyPath) {
  const helper = route.n + (onlyPath ? '_path' : '_url');
  const { use_route: name, ...rest } = { ...defaultUrlOptions, ...$hash(route, helper, args, onlyPath) };
  // The other routes are not in this bundle (only imported helpers are): say so rather than fill this one.
  if (name !== route.n) throw $fail('ArgumentError', helper + ': use_route is not supported by browser helpers');
  const options = {};
  const params = {};
  const credentials = rest.user != null && rest.password != null;
  for (const [key, value] of Object.entries(rest)) {
    ($optionKeys.has(key) && (credentials || (key !== 'user' && key !== 'password')) ? options : params)[key] = value;
  }
  const [path, extras] = $fill(route, helper, params);
  return $build(path, extras, options);
}
`;
