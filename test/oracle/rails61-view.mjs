// The library's answers, written the way the oracle (Rails 6.1, through compare.mjs) reports the same facts,
// where the scenario format and the oracle's report differ in notation only (not in behaviour):
//
// 1. A path with an `:action` segment: the scenario format writes `action: null` and keeps a default of the
//    segment in `defaults`; the oracle reports the route's action default in `action` (6.1 gives such a route
//    without an action requirement the default `index`; 3.2's dispatcher fell back to `index` on recognition,
//    which gives the same params). Likewise a `:controller` segment's default moves to `controller`.
// 2. A glob gets the requirement `.+?` (non-greedy, so `(.:format)` can still match): Rails lists it among the
//    route's requirements, the scenario format lists declared constraints only. 3.2 gave it to a glob at the
//    end of the path only, 6.1 to every glob of a path with a format; a glob inside the path matches the
//    same either way (the segments after it pin it down), so the view follows 6.1.
// 3. Requirements as the draw wrote them: a string constraint (`id: '5'`) is the literal regexp /5/ in the
//    library and a string in Rails; `[^\/]+` is `[^/]+` once it went through a JavaScript RegExp.
// 4. Error messages are not compared (wording differs; the error class is), and MethodNotAllowed is a
//    RoutingError (replay.mjs already reports it as one).

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const unslashed = (source) => source.replace(/\\\//g, '/');

/** The constraints a draw declares, by param, as written: `id: { regexp }` or `id: '5'`, in any call. */
function declaredConstraints(calls, out = {}) {
  const add = (k, v) => {
    if (typeof v === 'string' || (v && typeof v.regexp === 'string')) (out[k] ??= []).push(v);
  };
  for (const c of calls ?? []) {
    for (const [k, v] of Object.entries(c.options?.constraints ?? {})) add(k, v);
    for (const [k, v] of Object.entries(c.options ?? {})) if (c.call === 'constraints' || (v && typeof v.regexp === 'string')) add(k, v);
    declaredConstraints(c.block, out);
  }
  return out;
}

/**
 * The declared form of a requirement the library reports as `{ regexp }` (unchanged when none matches). Any
 * param's declaration counts: an `:id` constraint also becomes the `:<parent>_id` one of nested routes.
 */
function asDeclared(key, requirement, declared) {
  const candidates = [...(declared[key] ?? []), ...Object.values(declared).flat()];
  const match = candidates.find((v) =>
    typeof v === 'string' ? requirement.regexp === unslashed(escapeRegExp(v)) : requirement.regexp === unslashed(v.regexp),
  );
  return match ?? requirement;
}

function asRails61Route(row, declared) {
  const segments = new Set([...row.path.matchAll(/[:*](\w+)/g)].map((m) => m[1]));
  const out = { ...row, requirements: {}, defaults: { ...row.defaults } };
  for (const [k, req] of Object.entries(row.requirements)) out.requirements[k] = asDeclared(k, req, declared);
  if (segments.has('action')) {
    out.action = out.defaults.action ?? (out.requirements.action ? null : 'index');
    delete out.defaults.action;
  }
  if (segments.has('controller')) {
    out.controller = out.defaults.controller ?? null;
    delete out.defaults.controller;
  }
  if (row.path.endsWith('(.:format)')) {
    for (const [, glob] of row.path.matchAll(/\*(\w+)/g)) out.requirements[glob] ??= { regexp: '.+?' };
  }
  return out;
}

const withoutMessage = ({ message: _m, ...entry }) => entry;

/** A scenario for compare.mjs: the probe's declarations with the library's answers as expectations. */
export function comparisonScenario(probe, observed) {
  const s = { name: probe.name, style: 'block', draw: probe.draw };
  if (probe.config) s.config = probe.config;
  if (observed.draw_error) return { ...s, draw_error: { error: observed.draw_error.error } };
  const declared = declaredConstraints(probe.draw);
  s.routes = observed.routes.map((r) => asRails61Route(r, declared));
  if (observed.recognize) s.recognize = observed.recognize.map(withoutMessage);
  if (observed.generate) s.generate = observed.generate.map(withoutMessage);
  return s;
}
