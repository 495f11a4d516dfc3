// Checks a Rails 6.1 scenario against the library the way ../shared/conformance/run.mjs does (the same
// play, the same comparisons, line for line), then adds what the scenarios hold beyond run.mjs's reach
// ("strict" checks, README.md): helper calls that must raise (`generate_errors`), requirements and defaults
// of every row (an absent list is an empty one in Rails' table), and a nil param that must be null.
//
// `checkScenario(lib, scenario)` → a list of failures `{ kind, strict, detail }`; empty when it passes.
// kind: 'draw error' | 'route table' | 'recognition' | 'generation' | 'runner'.
// `lib` is the package entry (src/core.ts under vitest, dist/core.js for run.mjs's view).

// run.mjs's play: snake_case → camelCase names, `{ regexp }` / `{ record }` values, blocks as callbacks (the same
// code as ../oracle/replay.mjs, which copies run.mjs's)
import { camelKeys, play, value } from '../oracle/replay.mjs';

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
  const fail = (kind, detail, strict = false, facet = undefined) => fails.push({ kind, strict, detail, ...(facet ? { facet } : {}) });
  if (s.draw_error) {
    try {
      build(lib, s);
      fail('draw error', `draw should raise ${s.draw_error.error ?? s.draw_error}: ${s.draw_error.message ?? ''}`, false, `should raise ${s.draw_error.error}: ${unquoted(s.draw_error.message)}`);
    } catch (e) {
      const want = s.draw_error;
      if (want.error && !isError(lib, e, want.error)) fail('draw error', `draw raised ${e?.name}: ${e?.message}, want ${want.error}: ${want.message ?? ''}`, false, `raised ${e?.name}, want ${want.error}: ${unquoted(want.message)}`);
      if (want.message && !String(e?.message).includes(want.message)) fail('draw error', `draw message "${e?.message}" lacks "${want.message}"`, false, `message lacks "${unquoted(want.message)}"`);
    }
    return fails;
  }
  let routes;
  try {
    routes = build(lib, s);
  } catch (e) {
    fail('draw error', `draw threw ${e?.name}: ${e?.message}`, false, `threw ${e?.name}: ${unquoted(e?.message)}`);
    return fails;
  }
  return [...fails, ...checkRouteSet(lib, routes, s)];
}

/**
 * The failures of a drawn route set against a scenario's table, recognitions and helper calls (the part of
 * checkScenario after the draw; test/import/apps61.test.ts gives it an imported application's route set).
 */
export function checkRouteSet(lib, routes, s) {
  const fails = [];
  const fail = (kind, detail, strict = false, facet = undefined) => fails.push({ kind, strict, detail, ...(facet ? { facet } : {}) });
  const table = [...routes.routes];
  if (s.routes) {
    const got = table.map(row);
    const want = s.routes.map(row);
    if (norm(got) !== norm(want)) {
      const n = Math.max(got.length, want.length);
      const at = [...Array(n).keys()].find((i) => norm(got[i]) !== norm(want[i]));
      fail('route table', `${got.length} rows, want ${want.length}; first difference #${at}: got ${norm(got[at])} want ${norm(want[at])}`, false, rowFacet(got[at], want[at]));
    }
    s.routes.forEach((w, i) => {
      const g = table[i];
      if (!g) return;
      for (const part of ['requirements', 'defaults']) {
        const gotPart = norm(reqNorm(g[part]));
        const wantPart = norm(reqNorm(w[part]));
        // run.mjs compares a row's requirements and defaults when the scenario lists them; Rails lists every
        // one it has, so an absent list is an empty one (strict)
        if (gotPart !== wantPart) fail('route table', `route #${i} ${w.path} ${part} got ${gotPart} want ${wantPart}`, !w[part], hashFacet(part, reqNorm(g[part]), reqNorm(w[part])));
      }
    });
  }
  for (const r of s.recognize ?? []) {
    let got;
    try {
      got = routes.recognize(r.verb, r.path);
    } catch (e) {
      if (r.error) {
        if (!isError(lib, e, r.error)) fail('recognition', `${r.verb} ${r.path}: raised ${e?.name}, want ${r.error}`, false, `raised ${e?.name}, want ${r.error}`);
      } else fail('recognition', `${r.verb} ${r.path}: raised ${e?.name}: ${e?.message}, want ${norm(r.expect)}`, false, `${r.verb} raised ${e?.name}, want a match`);
      continue;
    }
    if (r.error) {
      fail('recognition', `${r.verb} ${r.path}: matched ${norm(got)}, want ${r.error}`, false, `${r.verb} matched, want ${r.error}`);
      continue;
    }
    const g = Object.fromEntries(Object.entries({ ...got }).map(([k, v]) => [k, String(v)]).sort());
    const w = Object.fromEntries(Object.entries(r.expect).map(([k, v]) => [k, String(v)]).sort());
    if (norm(g) !== norm(w)) fail('recognition', `${r.verb} ${r.path}: got ${norm(g)} want ${norm(w)}`, false, hashFacet('params', g, w));
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
        fail('generation', `no helper ${g.helper}`, false, 'no such helper');
        continue;
      }
      const out = fn(...argsOf(g));
      if (out !== g.expect) fail('generation', `${g.helper}(${norm(g.args)}${g.url_options ? `, ${norm(g.url_options)}` : ''}) got ${out} want ${g.expect}`, false, textFacet(String(out), g.expect));
    } catch (e) {
      fail('generation', `${g.helper}(${norm(g.args)}) threw ${e?.name}: ${e?.message}, want ${g.expect}`, false, `threw ${e?.name}, want a URL`);
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
      fail('generation', `${g.helper}(${norm(g.args)}) gave ${out}, want ${g.error}: ${g.message}`, true, `gave a URL, want ${g.error}`);
    } catch (e) {
      if (g.error !== 'NoMethodError' && !isError(lib, e, g.error)) fail('generation', `${g.helper}(${norm(g.args)}) threw ${e?.name}, want ${g.error}: ${g.message}`, true);
    }
  }
  return fails;
}

// Facets: what kind of difference a failure is, without the scenario's own names and values, so that
// report.mjs can count one cause across scenarios.
const ROW_FIELDS = ['verb', 'path', 'controller', 'action', 'name'];
const unquoted = (text) => String(text ?? '').replace(/'[^']*'|"[^"]*"|`[^`]*`/g, '…').slice(0, 120);
const shape = (text) => String(text).replace(/\d+/g, 'N');
function rowFacet(got, want) {
  if (!got) return `a row missing: ${want.verb || 'ANY'} ${want.action ?? ':action'}`;
  if (!want) return `a row too many: ${got.verb || 'ANY'} ${got.action ?? ':action'}`;
  const differ = ROW_FIELDS.filter((f) => norm(got[f]) !== norm(want[f]));
  const show = (f) => (f === 'verb' || f === 'action' ? `${f} ${got[f] || 'ANY'}→${want[f] || 'ANY'}` : f);
  return `row differs in ${differ.map(show).join(', ')}`;
}
function hashFacet(part, got, want) {
  const keys = [...new Set([...Object.keys(got ?? {}), ...Object.keys(want ?? {})])].sort();
  const has = (o, k) => Boolean(o) && Object.hasOwn(o, k);
  const show = (o, k) => (!has(o, k) ? '∅' : o[k] === null ? 'null' : shape(norm(o[k])));
  const differ = keys.filter((k) => has(got, k) !== has(want, k) || show(got, k) !== show(want, k) || norm(got[k]) !== norm(want[k]));
  return `${part} ${differ.map((k) => `${k}: ${show(got, k)}→${show(want, k)}`).join(', ')}`.slice(0, 160);
}
function textFacet(got, want) {
  let i = 0;
  while (i < got.length && got[i] === want[i]) i++;
  return `URL differs from "${shape(want.slice(Math.max(0, i - 3), i))}": got "${shape(got.slice(i, i + 6))}" want "${shape(want.slice(i, i + 6))}"`;
}

/** The failures, with a runner error (a bug of the scenario or the runner) reported as one. */
export function check(lib, s) {
  try {
    return checkScenario(lib, s);
  } catch (e) {
    return [{ kind: 'runner', strict: false, detail: `runner error ${e?.message}` }];
  }
}
