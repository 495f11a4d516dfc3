// Plays a block-style scenario (../../shared/conformance/SCHEMA.md) on the library and reads back what it
// answers, in the scenario format: the route table, requirements, defaults, recognized params, generated paths
// or the draw error. The calls are made exactly as the conformance runner (run.mjs `play`) makes them, so an
// answer here is what CI's runner would see.
//
// Used by differential.mjs (against dist/index.js) and by test/dsl/block/probes.test.ts (against src).

// Scenarios write Ruby's snake_case; the TypeScript API takes camelCase for exactly these names (run.mjs).
const CAMEL = new Set(['path_names', 'has_many', 'has_one', 'name_prefix', 'path_prefix', 'shallow_path', 'shallow_prefix', 'resources_path_names', 'named_route', 'with_options']);
const camel = (k) => (CAMEL.has(k) ? k.replace(/_([a-z])/g, (_, c) => c.toUpperCase()) : k);
export const camelKeys = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [camel(k), v]));

/** A model-like argument, written `{ "record": { "id": 5 } }` in a scenario. */
export class Record {
  constructor(attrs) {
    Object.assign(this, attrs);
  }
}

/** A scenario value as the library receives it: `{ regexp }` → RegExp, `{ record }` → Record. */
export function value(v) {
  if (Array.isArray(v)) return v.map(value);
  if (v && typeof v === 'object') {
    if (typeof v.regexp === 'string' && Object.keys(v).length === 1) return new RegExp(v.regexp);
    if (v.record && Object.keys(v).length === 1) return new Record(v.record);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x)]));
  }
  return v;
}

export function play(calls, target) {
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

export function build(lib, scenario) {
  const set = new lib.RouteSet(scenario.config ? camelKeys(value(scenario.config)) : undefined);
  set.draw((m) => play(scenario.draw, m));
  return set;
}

// Regexps as the scenario format writes them: Ruby's source, so JavaScript's `\/` loses its backslash.
const regexpJson = (re) => ({ regexp: re.source.replace(/\\\//g, '/') });
const sorted = (o) => Object.fromEntries(Object.entries(o ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const json = (v) => (v instanceof RegExp ? regexpJson(v) : Array.isArray(v) ? v.map(json) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, json(x)])) : v);

/** One route as a scenario row (requirements and defaults always present, so they are always compared). */
export function routeRow(r) {
  return {
    verb: Array.isArray(r.verb) ? r.verb.join('|') : (r.verb ?? ''),
    path: r.path,
    controller: r.controller ?? null,
    action: r.action ?? null,
    name: r.name ?? null,
    requirements: json(sorted(r.requirements)),
    defaults: json(sorted(r.defaults)),
  };
}

// Errors by the class name a scenario uses. The library's MethodNotAllowed (405) and MalformedPath (400) are
// RoutingErrors with a status of their own (test/conformance-deviations.md); Rails raises plain RoutingError.
function errorName(lib, e) {
  if (e instanceof lib.RoutingError && !(e instanceof lib.UrlGenerationError)) return 'RoutingError';
  return e?.name ?? String(e);
}

/**
 * What the library answers for a scenario: `routes` (or `draw_error`), and an `expect` or `error` for every
 * `recognize` and `generate` entry. Entries keep their own fields (`verb`, `path`, `helper`, `args`, ...).
 */
export function observe(lib, scenario) {
  let set;
  try {
    set = build(lib, scenario);
  } catch (e) {
    return { draw_error: { error: e?.name ?? 'Error', message: String(e?.message ?? e) } };
  }
  const out = { routes: set.routes.map(routeRow) };
  if (scenario.recognize) {
    out.recognize = scenario.recognize.map(({ expect: _e, error: _r, ...req }) => {
      try {
        const got = set.recognize(req.verb, req.path);
        return { ...req, expect: sorted(Object.fromEntries(Object.entries(got).map(([k, v]) => [k, String(v)]))) };
      } catch (e) {
        return { ...req, error: errorName(lib, e), message: String(e?.message ?? e) };
      }
    });
  }
  if (scenario.generate) {
    out.generate = scenario.generate.map(({ expect: _e, error: _r, ...gen }) => {
      // Rails raises NoMethodError for a helper no route has; the library throws where the name is read (a
      // UrlGenerationError naming the nearest helpers): the same fact.
      let fn;
      try {
        fn = set.helpers[gen.helper];
      } catch (e) {
        return { ...gen, error: 'NoMethodError', message: String(e?.message ?? e) };
      }
      if (typeof fn !== 'function') return { ...gen, error: 'NoMethodError', message: `no helper ${gen.helper}` };
      try {
        // A Ruby Hash is named params, never a record: marked with the library's asParams as run.mjs does.
        const asHash = (x) => (typeof lib.asParams === 'function' && x && typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype ? lib.asParams(x) : x);
        const args = (gen.args ?? []).map(value).map(asHash);
        if (gen.url_options) args.push(asHash(value(gen.url_options)));
        return { ...gen, expect: fn(...args) };
      } catch (e) {
        return { ...gen, error: errorName(lib, e), message: String(e?.message ?? e) };
      }
    });
  }
  return out;
}
