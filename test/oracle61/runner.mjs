// Checks a Rails 6.1 scenario against the library the way ../shared/conformance/run.mjs does (the same
// play, the same comparisons, line for line), then adds what the scenarios hold beyond run.mjs's reach
// ("strict" checks, README.md): helper calls that must raise (`generate_errors`), requirements and defaults
// of every row (an absent list is an empty one in Rails' table), and a nil param that must be null.
//
// `checkScenario(lib, scenario)` → a list of failures `{ kind, strict, detail }`; empty when it passes.
// kind: 'draw error' | 'route table' | 'recognition' | 'generation' | 'runner'.
// `lib` is the package entry (src/core.ts under vitest, dist/core.js for run.mjs's view).

// Scenarios write Ruby's snake_case; the TypeScript API takes camelCase for exactly these names (run.mjs).
const CAMEL = new Set(['path_names', 'has_many', 'has_one', 'name_prefix', 'path_prefix', 'shallow_path', 'shallow_prefix', 'resources_path_names', 'named_route', 'with_options']);
const camel = (k) => (CAMEL.has(k) ? k.replace(/_([a-z])/g, (_, c) => c.toUpperCase()) : k);
const camelKeys = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [camel(k), v]));

class Record {
  constructor(attrs) {
    Object.assign(this, attrs);
  }
}

function value(v) {
  if (Array.isArray(v)) return v.map(value);
  if (v && typeof v === 'object') {
    if (typeof v.regexp === 'string' && Object.keys(v).length === 1) return new RegExp(v.regexp);
    if (v.record && Object.keys(v).length === 1) return new Record(v.record);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x)]));
  }
  return v;
}

function play(calls, target) {
  for (const c of calls) {
    const name = camel(c.call);
    const fn = target[name];
    if (typeof fn !== 'function') throw new Error(`DSL has no method ${name}`);
    const args = [...(c.args ?? [])];
    if (c.options) args.push(camelKeys(value(c.options)));
    if (c.block) args.push((inner) => play(c.block, inner ?? target));
    fn.apply(target, args);
  }
}

function build(lib, s) {
  const routes = new lib.RouteSet(s.config ? camelKeys(value(s.config)) : undefined);
  routes[s.style === 'map' ? 'drawMap' : 'draw']((m) => play(s.draw, m));
  return routes;
}

const isError = (lib, e, name) => e?.name === name || e?.constructor?.name === name || (typeof lib[name] === 'function' && e instanceof lib[name]);
const src = (re) => ({ regexp: (re instanceof RegExp ? re.source : re).replace(/\\\//g, '/') });
export const norm = (x) => JSON.stringify(x ?? {}, (k, v) => (v instanceof RegExp ? src(v) : v && typeof v.regexp === 'string' && Object.keys(v).length === 1 ? src(v.regexp) : v));
const reqNorm = (r) => Object.fromEntries(Object.entries(r ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, v instanceof RegExp ? src(v) : v]));
const verbOf = (v) => (Array.isArray(v) ? v.join('|') : (v ?? ''));
const row = (r) => ({ verb: verbOf(r.verb), path: r.path, controller: r.controller ?? null, action: r.action ?? null, name: r.name ?? null });

/** The failures of one scenario (run.mjs's checks, then the strict ones), each `{ kind, strict, detail }`. */
export function checkScenario(lib, s) {
  const fails = [];
  const fail = (kind, detail, strict = false) => fails.push({ kind, strict, detail });
  if (s.draw_error) {
    try {
      build(lib, s);
      fail('draw error', `draw should raise ${s.draw_error.error ?? s.draw_error}: ${s.draw_error.message ?? ''}`);
    } catch (e) {
      const want = s.draw_error;
      if (want.error && !isError(lib, e, want.error)) fail('draw error', `draw raised ${e?.name}: ${e?.message}, want ${want.error}: ${want.message ?? ''}`);
      if (want.message && !String(e?.message).includes(want.message)) fail('draw error', `draw message "${e?.message}" lacks "${want.message}"`);
    }
    return fails;
  }
  let routes;
  try {
    routes = build(lib, s);
  } catch (e) {
    fail('draw error', `draw threw ${e?.name}: ${e?.message}`);
    return fails;
  }
  const table = [...routes.routes];
  if (s.routes) {
    const got = table.map(row);
    const want = s.routes.map(row);
    if (norm(got) !== norm(want)) {
      const n = Math.max(got.length, want.length);
      const at = [...Array(n).keys()].find((i) => norm(got[i]) !== norm(want[i]));
      fail('route table', `${got.length} rows, want ${want.length}; first difference #${at}: got ${norm(got[at])} want ${norm(want[at])}`);
    }
    s.routes.forEach((w, i) => {
      const g = table[i];
      if (!g) return;
      for (const part of ['requirements', 'defaults']) {
        const gotPart = norm(reqNorm(g[part]));
        const wantPart = norm(reqNorm(w[part]));
        // run.mjs compares a row's requirements and defaults when the scenario lists them; Rails lists every
        // one it has, so an absent list is an empty one (strict)
        if (gotPart !== wantPart) fail('route table', `route #${i} ${w.path} ${part} got ${gotPart} want ${wantPart}`, !w[part]);
      }
    });
  }
  for (const r of s.recognize ?? []) {
    let got;
    try {
      got = routes.recognize(r.verb, r.path);
    } catch (e) {
      if (r.error) {
        if (!isError(lib, e, r.error)) fail('recognition', `${r.verb} ${r.path}: raised ${e?.name}, want ${r.error}`);
      } else fail('recognition', `${r.verb} ${r.path}: raised ${e?.name}: ${e?.message}, want ${norm(r.expect)}`);
      continue;
    }
    if (r.error) {
      fail('recognition', `${r.verb} ${r.path}: matched ${norm(got)}, want ${r.error}`);
      continue;
    }
    const g = Object.fromEntries(Object.entries({ ...got }).map(([k, v]) => [k, String(v)]).sort());
    const w = Object.fromEntries(Object.entries(r.expect).map(([k, v]) => [k, String(v)]).sort());
    if (norm(g) !== norm(w)) fail('recognition', `${r.verb} ${r.path}: got ${norm(g)} want ${norm(w)}`);
    else {
      // run.mjs compares String(value): Rails' nil must be null, not the text "null" (strict)
      const wrongNil = Object.entries(r.expect).filter(([k, v]) => v === null && got[k] !== null);
      if (wrongNil.length) fail('recognition', `${r.verb} ${r.path}: ${wrongNil.map(([k]) => `${k} is ${JSON.stringify(got[k])}, want null`).join(', ')}`, true);
    }
  }
  const asHash = (x) => (typeof lib.asParams === 'function' && x && typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype ? lib.asParams(x) : x);
  const argsOf = (g) => {
    const args = (g.args ?? []).map(value).map(asHash);
    if (g.url_options) args.push(asHash(value(g.url_options)));
    return args;
  };
  for (const g of s.generate ?? []) {
    try {
      const fn = routes.helpers[g.helper];
      if (typeof fn !== 'function') {
        fail('generation', `no helper ${g.helper}`);
        continue;
      }
      const out = fn(...argsOf(g));
      if (out !== g.expect) fail('generation', `${g.helper}(${norm(g.args)}${g.url_options ? `, ${norm(g.url_options)}` : ''}) got ${out} want ${g.expect}`);
    } catch (e) {
      fail('generation', `${g.helper}(${norm(g.args)}) threw ${e?.name}: ${e?.message}, want ${g.expect}`);
    }
  }
  // Helper calls that raise in Rails (strict: run.mjs has no form for them). NoMethodError = no such helper.
  for (const g of s.generate_errors ?? []) {
    let fn;
    try {
      fn = routes.helpers[g.helper];
    } catch (e) {
      if (g.error !== 'NoMethodError') fail('generation', `${g.helper}: reading the helper threw ${e?.name}, want ${g.error}`, true);
      continue;
    }
    if (typeof fn !== 'function') {
      if (g.error !== 'NoMethodError') fail('generation', `no helper ${g.helper}, want it to raise ${g.error}`, true);
      continue;
    }
    try {
      const out = fn(...argsOf(g));
      fail('generation', `${g.helper}(${norm(g.args)}) gave ${out}, want ${g.error}: ${g.message}`, true);
    } catch (e) {
      if (g.error !== 'NoMethodError' && !isError(lib, e, g.error)) fail('generation', `${g.helper}(${norm(g.args)}) threw ${e?.name}, want ${g.error}: ${g.message}`, true);
    }
  }
  return fails;
}

/** The failures, with a runner error (a bug of the scenario or the runner) reported as one. */
export function check(lib, s) {
  try {
    return checkScenario(lib, s);
  } catch (e) {
    return [{ kind: 'runner', strict: false, detail: `runner error ${e?.message}` }];
  }
}
