// Requests and helper calls for a probe marked `"auto": true`, derived from a route table (the library's).
// Both routers get the same entries, so a route the library lacks still shows up in the table comparison,
// and every route the library has is exercised for recognition and generation.

const SAMPLE = { id: '7', format: 'json' };
const sampleFor = (name) => SAMPLE[name] ?? (name.endsWith('_id') ? '3' : `v${name.length}`);

/** Innermost optional groups first: `/a(/:b(.:c))` → `/a`. */
const dropOptional = (path) => {
  let p = path;
  while (/\([^()]*\)/.test(p)) p = p.replace(/\([^()]*\)/g, '');
  return p;
};
const keepOptional = (path) => path.replace(/[()]/g, '');
const fill = (path, values = {}) => path.replace(/([:*])(\w+)/g, (_, kind, name) => values[name] ?? (kind === '*' ? 'a/b' : sampleFor(name)));
const names = (path) => [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]);
const requiredNames = (path) => names(dropOptional(path));

const WRONG_VERB = { GET: 'DELETE', POST: 'GET', PUT: 'POST', DELETE: 'POST', '': null };

export function deriveRequests(routes, { max = 40 } = {}) {
  const out = [];
  const seen = new Set();
  const add = (verb, path) => {
    const key = `${verb} ${path}`;
    if (seen.has(key) || out.length >= max) return;
    seen.add(key);
    out.push({ verb, path });
  };
  for (const r of routes) {
    const verb = String(r.verb).split('|')[0] || 'GET';
    const bare = dropOptional(r.path);
    add(verb, fill(bare));
    add(verb, fill(keepOptional(r.path)));
    if (names(r.path).includes('id')) {
      add(verb, fill(bare, { id: 'a.b' }));
      add(verb, fill(bare, { id: 'a%20b' }));
    }
    add(verb, `${fill(bare)}/`);
    const wrong = WRONG_VERB[verb];
    if (wrong) add(wrong, fill(bare));
  }
  return out;
}

// Rails 6.1's optimized helpers give positional args to the required segments when there are exactly as many;
// 3.2 gave them to the segments in path order, optional ones included (known-differences.mjs). Such routes
// get their params as a hash, as do paths naming a param twice.
const optionalBeforeRequired = (path) => {
  const all = names(path);
  const required = new Set(requiredNames(path));
  const lastRequired = all.findLastIndex((n) => required.has(n));
  return all.slice(0, lastRequired).some((n) => !required.has(n));
};

export function deriveHelpers(routes, { max = 40 } = {}) {
  const out = [];
  const named = new Map();
  for (const r of routes) if (r.name) named.set(r.name, r);
  for (const [name, r] of named) {
    if (out.length >= max) break;
    const required = requiredNames(r.path).filter((n) => n !== 'controller' && n !== 'action');
    if (requiredNames(r.path).length !== required.length) continue;
    // 3.2 leaves out every optional segment equal to its default, 6.1 only those at the end of the path
    // (known-differences.mjs): a route with such a segment before others is judged by hand.
    const all = names(r.path).filter((n) => n !== 'format');
    if (all.some((n, i) => i < all.length - 1 && !required.includes(n) && r.defaults?.[n] !== undefined)) continue;
    const values = Object.fromEntries(required.map((n) => [n, sampleFor(n)]));
    // a param named twice (a resource nested in itself) takes two positional args in 3.2, one in 6.1
    const repeated = new Set(names(r.path)).size !== names(r.path).length;
    if (optionalBeforeRequired(r.path) || repeated) {
      out.push({ helper: `${name}_path`, args: [values] });
      out.push({ helper: `${name}_url`, args: [{ ...values, q: 'a b' }], url_options: { host: 'example.com', anchor: 'top' } });
      continue;
    }
    const positional = Object.values(values);
    // positional args win over a hash naming the same segment in 3.2, not in 6.1: the hash names none of them.
    // 6.1 leaves out optional segments equal to their defaults only at the end of the path, 3.2 anywhere: no
    // format after such a segment.
    const optionalDefault = names(r.path).some((n) => !required.includes(n) && n !== 'format' && r.defaults?.[n] !== undefined);
    const extra = required.includes('format') || optionalDefault ? { q: 'a b' } : { format: 'xml', q: 'a b' };
    out.push({ helper: `${name}_path`, args: positional });
    out.push({ helper: `${name}_path`, args: [...positional.slice(0, -1), ...(positional.length ? [{ record: { id: 5 } }] : []), extra] });
    out.push({ helper: `${name}_url`, args: positional, url_options: { host: 'example.com', anchor: 'top' } });
    if (positional.length) out.push({ helper: `${name}_path`, args: [] });
  }
  return out;
}
