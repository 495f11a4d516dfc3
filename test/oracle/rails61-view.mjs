// The library's answers, written the way the oracle (Rails 6.1, through compare.mjs) reports the same facts,
// where the scenario format and the oracle's report differ in notation only (not in behaviour):
//
// 1. A path with an `:action` segment: the scenario format writes `action: null` and keeps a default of the
//    segment in `defaults`; the oracle reports the route's action default in `action` (6.1 gives such a route
//    the default `index`; 3.2's dispatcher fell back to `index` on recognition, which is the same params).
//    Likewise a `:controller` segment's default moves to `controller`.
// 2. A glob gets the requirement `.+?` (non-greedy, so `(.:format)` can still match): Rails lists it among the
//    route's requirements, the scenario format lists declared constraints only. 3.2 gave it to a glob at the
//    end of the path only, 6.1 to every glob of a path with a format; a glob inside the path matches the
//    same either way (the segments after it pin it down), so the view follows 6.1.
// 3. A string constraint on a segment (`id: '5'`) is the literal regexp /5/ in the library; Rails keeps the
//    string.
// 4. Error messages are not compared (wording differs; the error class is), and MethodNotAllowed is a
//    RoutingError (replay.mjs already reports it as one).

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Strings a draw gives as constraints, by param: `constraints: { id: '5' }` or a scope's. */
function stringConstraints(calls, out = {}) {
  for (const c of calls ?? []) {
    for (const [k, v] of Object.entries(c.options?.constraints ?? {})) if (typeof v === 'string') (out[k] ??= new Set()).add(v);
    if (c.call === 'constraints') for (const [k, v] of Object.entries(c.options ?? {})) if (typeof v === 'string') (out[k] ??= new Set()).add(v);
    stringConstraints(c.block, out);
  }
  return out;
}

function asRails61Route(row, strings) {
  const segments = new Set([...row.path.matchAll(/[:*](\w+)/g)].map((m) => m[1]));
  const out = { ...row, requirements: { ...row.requirements }, defaults: { ...row.defaults } };
  if (segments.has('action')) {
    out.action = out.defaults.action ?? 'index';
    delete out.defaults.action;
  }
  if (segments.has('controller')) {
    out.controller = out.defaults.controller ?? null;
    delete out.defaults.controller;
  }
  if (row.path.endsWith('(.:format)')) {
    for (const [, glob] of row.path.matchAll(/\*(\w+)/g)) out.requirements[glob] ??= { regexp: '.+?' };
  }
  for (const [k, req] of Object.entries(out.requirements)) {
    const literal = [...(strings[k] ?? [])].find((s) => req.regexp === escapeRegExp(s).replace(/\\\//g, '/'));
    if (literal !== undefined) out.requirements[k] = literal;
  }
  return out;
}

const withoutMessage = ({ message: _m, ...entry }) => entry;

/** A scenario for compare.mjs: the probe's declarations with the library's answers as expectations. */
export function comparisonScenario(probe, observed) {
  const s = { name: probe.name, style: 'block', draw: probe.draw };
  if (probe.config) s.config = probe.config;
  if (observed.draw_error) return { ...s, draw_error: { error: observed.draw_error.error } };
  const strings = stringConstraints(probe.draw);
  s.routes = observed.routes.map((r) => asRails61Route(r, strings));
  if (observed.recognize) s.recognize = observed.recognize.map(withoutMessage);
  if (observed.generate) s.generate = observed.generate.map(withoutMessage);
  return s;
}
