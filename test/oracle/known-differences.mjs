// 3.2/6.1 differences the oracle's README does not list, found while probing. For these the oracle (6.1)
// cannot judge the library; each was settled against Rails 3.2's source (actionpack 3.2 mapper.rb /
// route_set.rb, journey 1.0) and the library follows 3.2. differential.mjs reports probes that contain one
// as "known" instead of judging them; a probe can also name its own with a `"known": "..."` field.

const walk = (calls, visit) => {
  for (const c of calls ?? []) {
    visit(c);
    walk(c.block, visit);
  }
};

const VERB_CALLS = new Set(['get', 'post', 'put', 'delete', 'patch', 'match']);
const SCOPE_KEYS = new Set(['path', 'as', 'module', 'controller', 'shallow', 'shallow_path', 'shallow_prefix', 'constraints', 'defaults', 'path_names']);

const DETECTORS = [
  {
    test: (c) => typeof c.options?.format === 'string' && c.call !== 'defaults' && c.call !== 'constraints',
    note: "format: 'x' (a string): 3.2 makes it a default of the route (other formats still match); 6.1 makes it a requirement",
  },
  {
    test: (c) => c.call === 'scope' && c.options && 'shallow_prefix' in c.options && !('shallow_path' in c.options),
    note: '3.2 applies shallow_prefix to routes nested under a shallow parent only together with a shallow_path (`nested` runs `scope(shallow_path, as: shallow_prefix)` only when shallow_path is set); 6.1 always',
  },
  {
    test: (c) =>
      (['scope', 'namespace'].includes(c.call) && Object.entries(c.options ?? {}).some(([k, v]) => SCOPE_KEYS.has(k) && (v === null || v === false))) ||
      (['resources', 'resource'].includes(c.call) && (c.options?.shallow === false || c.options?.shallow === null)),
    note: '3.2 `scope` merges only truthy values (`if value = options.delete(option)`): `as: nil` keeps the enclosing name prefix, shallow: false cannot turn off an enclosing shallow; 6.1 merges nil and false too (`zz_` + nil → `zz__posts`)',
  },
  {
    test: (c) => [...(c.args ?? []), c.options?.path].some((p) => typeof p === 'string' && /\([^():*]*\)/.test(p)),
    note: "an optional group of static text only (`scope '(groups)'`): 3.2's formatter leaves out every optional group once all params are placed (messages_path is /messages); 6.1 writes static groups",
  },
  {
    test: (c) => (c.call === 'scope' || c.call === 'controller') && c.options && 'action' in c.options,
    note: "3.2 keeps a scope's action: among the scope's route options, so a route's own action: wins; 6.1 makes it a scope value that wins over the route's",
  },
  {
    // rails_oracle.rb turns a bare-word path into a Symbol; 6.1's match declares all String paths first
    test: (c) => ['match', 'get', 'post', 'put', 'delete'].includes(c.call) && (c.args ?? []).length > 1 && new Set((c.args ?? []).map((a) => /^\w+$/.test(a))).size > 1,
    note: 'several paths in one call, bare words mixed with other paths: the oracle passes bare words as Symbols and 6.1 declares the String paths first; 3.2 declared them in the order given',
  },
  {
    // rails_oracle.rb passes bare words as Symbols; other paths stay Strings, which 6.1 refuses next to path:
    test: (c) => VERB_CALLS.has(c.call) && typeof c.options?.path === 'string' && (c.args ?? []).some((a) => typeof a === 'string' && !/^\w+$/.test(a)),
    note: "path: on a route whose own path is not a bare word: 6.1 raises \"Ambiguous route definition\"; 3.2 put the path: in place of the action's path",
  },
  {
    test: (c) => c.call === 'scope' && c.options && 'anchor' in c.options,
    note: "a scope's anchor: 6.1 raises ArgumentError; 3.2 kept it among the scope's route options, where match's own anchor: true wins",
  },
  {
    test: (c) => c.call === 'scope' && c.options && 'via' in c.options && (c.block ?? []).some((b) => (b.call === 'match' || b.call === 'root') && !('via' in (b.options ?? {}))),
    note: "match without via: in a scope with via: 3.2 takes the scope's via; compare.mjs gives such a match via: :all (3.2's any-verb default) before asking 6.1",
  },
];

/** Differences that depend on where a call sits: under which resource, with shallow in effect or not. */
function contextual(calls, out, ctx = { resource: null, shallow: false, methodScope: false, inNamespace: false }) {
  for (const c of calls ?? []) {
    const o = c.options ?? {};
    if (c.call === 'shallow' && ctx.resource) {
      out.add("`shallow do` inside a resource block: 3.2 sets shallow_path to the path current there (the parent's nested path), so the shallow routes in it keep that path, and routes nested under a shallow parent lose the name prefix; 6.1 drops the path and keeps the prefix");
    }
    const exclusiveRoute = (VERB_CALLS.has(c.call) && !o.on) || (c.call === 'root' && ctx.inNamespace);
    if (exclusiveRoute && !ctx.methodScope && ctx.resource === 'resources' && ctx.shallow) {
      out.add("a route declared right in a shallow resource's block (no on:) runs at 3.2's :exclusive scope level and is named prefix_member_action (users, shallow: get 'x' → user_user_x); 6.1 names it user_x");
    }
    const next = { ...ctx };
    if (c.call === 'resources' || c.call === 'resource') Object.assign(next, { resource: c.call, methodScope: false, inNamespace: false });
    if (c.call === 'namespace' && ctx.resource) next.inNamespace = true;
    if (['collection', 'member', 'new'].includes(c.call)) next.methodScope = true;
    if (c.call === 'shallow' || o.shallow === true) next.shallow = true;
    contextual(c.block, out, next);
  }
}

/** Notes for the 3.2/6.1 differences a draw contains. */
export function knownDifferences(probe) {
  const out = new Set(probe.known ? [probe.known] : []);
  contextual(probe.draw, out);
  if (probe.config?.controllers) out.add('config.controllers (the controllers a :controller segment may name): the oracle stubs the controller lookup, so it matches any name');
  walk(probe.draw, (c) => {
    for (const d of DETECTORS) if (d.test(c)) out.add(d.note);
  });
  return [...out];
}

const REQUEST_ATTRIBUTES = new Set(['host', 'subdomain', 'domain', 'ip', 'remote_ip', 'protocol', 'port', 'user_agent', 'scheme']);

/**
 * Documented deviations of the library (test/conformance-deviations.md) a draw runs into: a probe that
 * disagrees only there is reported as "deviation".
 */
export function knownDeviations(probe) {
  const out = new Set(probe.deviation ? [probe.deviation] : []);
  // a format constraint is a request condition on routes without a :format segment
  let formatless = false;
  walk(probe.draw, (c) => (formatless ||= c.options?.format === false));
  walk(probe.draw, (c) => {
    const constraints = c.call === 'constraints' ? c.options : c.options?.constraints;
    if (Object.keys(constraints ?? {}).some((k) => REQUEST_ATTRIBUTES.has(k) || (formatless && k === 'format'))) {
      out.add("request conditions (host, subdomain, ...) are checked only when recognize gets a request context; Rails' recognize_path checked them against a fake request for example.org");
    }
  });
  return [...out];
}

/**
 * compare.mjs moves a singular resource's create route in front of its other routes only when the path ends in
 * (.:format) and its last segment is a `resource` name; with `format: false` or a `path:` holding a slash the
 * 6.1 table keeps create last and the name on show. A disagreement made only of such name swaps and create
 * moves is that gap, not a difference.
 */
export function isSingularNameGap(problems) {
  const routes = problems.filter((p) => p.part === 'routes');
  if (!routes.length || routes.length !== problems.length) return false;
  const nameSwap = (p) => p.kind === 'field' && p.fields.length === 1 && p.fields[0] === 'name' && p.scenario.verb === (p.scenario.action === 'create' ? 'POST' : 'GET') && ['create', 'show'].includes(p.scenario.action);
  const createMoved = (p) => p.kind === 'order' && p.scenario.verb === 'POST' && p.scenario.action === 'create';
  return routes.every((p) => nameSwap(p) || createMoved(p));
}

const underscore = (word) => word.replace(/::/g, '/').replace(/([A-Z\d]+)([A-Z][a-z])/g, '$1_$2').replace(/([a-z\d])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
const sameExcept = (a, b, key) => JSON.stringify(Object.entries(a).filter(([k]) => k !== key).sort()) === JSON.stringify(Object.entries(b).filter(([k, v]) => k !== key && v != null).sort());

/**
 * Disagreements that only 6.1's recognize_path explains: 3.2's dispatcher underscored a `:controller` param
 * (`/Admin/Users` → `admin/users`, `admin-users` → `admin_users`); 6.1 returns it as written.
 */
export function isControllerCaseOnly(problems) {
  return (
    problems.length > 0 &&
    problems.every((p) => p.part === 'recognize' && p.scenario?.expect && p.rails?.result && typeof p.rails.result.controller === 'string' &&
      p.scenario.expect.controller === underscore(p.rails.result.controller) && sameExcept(p.scenario.expect, p.rails.result, 'controller'))
  );
}

