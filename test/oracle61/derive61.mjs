// Requests and helper calls derived from a Rails 6.1 route table (the oracle's): test/oracle/derive.mjs's
// (every route requested with and without its optional parts, with a dotted and an escaped id, with a
// trailing slash and with a wrong verb; every named route's helpers with positional args, a record, a hash,
// URL options, no args), plus what 6.1 adds: HEAD answered by the GET route, PATCH and PUT both reaching
// update, an escaped slash in an id, and the helpers that derive.mjs leaves out because 3.2 and 6.1 differ
// there (this folder asks 6.1 only).
import { deriveHelpers, deriveRequests } from '../oracle/derive.mjs';

const names = (path) => [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]);
const dropOptional = (path) => {
  let p = path;
  while (/\([^()]*\)/.test(p)) p = p.replace(/\([^()]*\)/g, '');
  return p;
};
const sample = (name) => (name === 'id' ? '7' : name === 'format' ? 'json' : name.endsWith('_id') ? '3' : `v${name.length}`);
const fill = (path, values = {}) => path.replace(/([:*])(\w+)/g, (_, kind, name) => values[name] ?? (kind === '*' ? 'a/b' : sample(name)));
const firstVerb = (verb) => String(verb).split('|')[0] || 'GET';

export function deriveRequests61(routes, { max = 40 } = {}) {
  const out = deriveRequests(routes, { max });
  const seen = new Set(out.map((r) => `${r.verb} ${r.path}`));
  const budget = Math.ceil(max / 4);
  let added = 0;
  const add = (verb, path) => {
    const key = `${verb} ${path}`;
    if (seen.has(key) || added >= budget) return;
    seen.add(key);
    added++;
    out.push({ verb, path });
  };
  for (const r of routes) {
    const verb = firstVerb(r.verb);
    const bare = dropOptional(r.path);
    if (verb === 'GET') add('HEAD', fill(bare));
    if (verb === 'PUT' || verb === 'PATCH') add(verb === 'PUT' ? 'PATCH' : 'PUT', fill(bare));
    if (names(r.path).includes('id')) add(verb, fill(bare, { id: 'a%2Fb' }));
  }
  return out;
}

export function deriveHelpers61(routes, { max = 40 } = {}) {
  const out = deriveHelpers(routes, { max });
  const covered = new Set(out.map((g) => g.helper.replace(/_(path|url)$/, '')));
  for (const r of routes) {
    if (!r.name || covered.has(r.name) || out.length >= max + 10) continue;
    covered.add(r.name);
    const values = Object.fromEntries(names(dropOptional(r.path)).map((n) => [n, sample(n)]));
    out.push({ helper: `${r.name}_path`, args: Object.keys(values).length ? [values] : [] });
  }
  return out;
}
