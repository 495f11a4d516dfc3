/**
 * Recognition at scale: `RouteSet#recognize` and `RouteSet#find` (full params: controller, action, path
 * params, format) against find-my-way and the floor (`Map.get` of the exact path), on tables of about 100,
 * 1,000 and 10,000 routes (`scale-table.mjs`), in one process, interleaved round by round. Prints the
 * issue-9 targets as MET / NOT MET.
 *
 *   node bench/recognition.mjs [--quick]
 */
import FindMyWay from 'find-my-way';
import { RouteSet } from '../dist/index.js';
import { drawGroups, groupsFor, GROUP_ROUTES, requestsFor } from './scale-table.mjs';
import { median, quick, sampler, verdict } from './timing.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,10000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (quick ? 5 : 11));
const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? (quick ? 15 : 40));
const KINDS = ['static', 'one param', 'nested', 'miss', '405'];
const ALL = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function contenders(size) {
  const groups = groupsFor(size);
  const set = new RouteSet().draw((r) => drawGroups(r, groups));
  if (set.routes.length !== groups * GROUP_ROUTES) throw new Error(`scale table: ${set.routes.length} routes, expected ${groups * GROUP_ROUTES}`);
  // The segment engine builds a first segment's branch on the first lookup under it. A long-running server
  // has built the branches its traffic reaches; the seeded requests alone would reach a few dozen of 840 and
  // leave a small, cache-friendly trie. So every branch is built before anything is timed.
  for (const route of set.routes) set.find(route.verbs[0] ?? 'GET', route.path.replace(/\(\.:format\)$/, '').replace(/:\w+/g, '1'));
  const fmw = FindMyWay();
  set.routes.forEach((route, index) => fmw.on(route.verbs.length ? [...route.verbs] : ALL, route.path.replace(/\(\.:format\)$/, ''), () => {}, { index }));
  const requests = requestsFor(groups);
  const floor = new Map();
  for (const [verb, path] of Object.values(requests).flat()) floor.set(path, verb);
  // Same route for every request, or the figures mean nothing.
  for (const [kind, list] of Object.entries(requests)) {
    for (const [verb, path] of list) {
      const ours = set.find(verb, path);
      const theirs = fmw.find(verb, path);
      const want = ours ? set.routes.indexOf(ours.route) : null;
      if ((theirs?.store.index ?? null) !== want) throw new Error(`${verb} ${path}: find-my-way answers ${theirs?.store.index}, we ${want}`);
      if ((kind === 'miss' || kind === '405') !== (want === null)) throw new Error(`${verb} ${path} is not a ${kind}`);
    }
  }
  const answers = fullAnswers(set, requests);
  const recognize = (verb, path) => {
    try {
      return set.recognize(verb, path);
    } catch {
      return null; // a miss (RoutingError) or a 405 (MethodNotAllowed, with its Allow list): timed
    }
  };
  return {
    routes: set.routes.length,
    requests,
    lookups: {
      'RouteSet#recognize': recognize,
      'RouteSet#find': (verb, path) => set.find(verb, path),
      'find-my-way': (verb, path) => fmw.find(verb, path),
      'Map.get (floor)': (verb, path) => floor.get(path),
      'Map.get + params': (verb, path) => {
        const answer = answers.get(path);
        return answer === undefined ? null : answer.build(path, answer);
      },
    },
  };
}

/**
 * The least a full answer costs, as far as we know: `Map.get` of the exact path, then the same params object
 * as `find` gives (same keys; path params sliced from the request's path, at offsets found ahead), built by
 * code generated per form of params, as our templates are. No router can know the offsets before reading the
 * path, so this is below any real one: a target under it can't be met by any router giving full params.
 */
function fullAnswers(set, requests) {
  const builders = new Map();
  const answers = new Map();
  for (const [verb, path] of Object.values(requests).flat()) {
    const found = set.find(verb, path);
    if (found === null) continue;
    const fixed = [];
    const starts = [];
    const ends = [];
    let from = 0;
    const fields = Object.entries(found.params).map(([key, value]) => {
      const at = path.indexOf(`/${value}`, from);
      if (key === 'controller' || key === 'action' || at === -1) return `${JSON.stringify(key)}: a.v[${fixed.push(value) - 1}]`;
      starts.push(at + 1);
      ends.push(at + 1 + value.length);
      from = at + 1 + value.length;
      return `${JSON.stringify(key)}: p.slice(a.s[${starts.length - 1}], a.e[${ends.length - 1}])`;
    });
    const code = `return { route: a.route, params: { ${fields.join(', ')} } };`;
    if (!builders.has(code)) builders.set(code, new Function('p', 'a', code));
    const answer = { route: found.route, build: builders.get(code), v: fixed, s: starts, e: ends };
    if (JSON.stringify(answer.build(path, answer).params) !== JSON.stringify(found.params)) throw new Error(`${verb} ${path}: Map.get + params builds other params`);
    answers.set(path, answer);
  }
  return answers;
}

const fmt = (ns) => `${ns.toFixed(0)} ns`.padStart(10);
const results = {};
for (const size of SIZES) {
  const { routes, requests, lookups } = contenders(size);
  const work = Object.entries(lookups).flatMap(([name, lookup]) => [
    ...KINDS.map((kind) => ({ name, kind, next: sampler(lookup, requests[kind], SAMPLE_MS) })),
    { name, kind: 'hits', next: sampler(lookup, [...requests.static, ...requests['one param'], ...requests.nested], SAMPLE_MS) },
    { name, kind: 'mixed', next: sampler(lookup, KINDS.flatMap((k) => requests[k]), SAMPLE_MS) },
  ]);
  const samples = new Map(work.map((w) => [w, []]));
  // Contenders back to back per kind, kinds in turn, rounds over: neighbours in time share the machine's load.
  const kinds = [...new Set(work.map((w) => w.kind))];
  for (let round = 0; round < ROUNDS; round++) for (const kind of kinds) for (const w of work) if (w.kind === kind) samples.get(w).push(w.next());
  const table = (results[size] = { routes, samples: {} });
  for (const w of work) {
    ((table[w.name] ??= {})[w.kind] = median(samples.get(w)));
    (table.samples[w.name] ??= {})[w.kind] = samples.get(w);
  }
  console.log(`\n${routes} routes — ns per lookup (median of ${ROUNDS} rounds)`);
  const cols = [...KINDS, 'hits', 'mixed'];
  console.log(''.padEnd(22) + cols.map((c) => c.padStart(10)).join(''));
  for (const name of Object.keys(lookups)) console.log(name.padEnd(22) + cols.map((c) => fmt(table[name][c])).join(''));
}

console.log('\nRecognition targets (ratios of ns per lookup, the median of per-round ratios; hits = static, one param and nested mixed):');
const r = (size, name, kind) => results[size]?.[name]?.[kind];
/** The median over the rounds of a ratio taken within each round (a over b), so both sides share one moment's load. */
const within = (size, [a, ak], [b, bk]) => {
  const xs = results[size].samples[a][ak];
  const ys = results[size].samples[b][bk];
  return median(xs.map((x, i) => x / ys[i]));
};
const ratio = (x) => `${x.toFixed(2)}x`;
const lines = [];
const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
for (const size of SIZES.filter((s) => s >= 1000)) {
  for (const name of ['RouteSet#recognize', 'RouteSet#find']) {
    const kind = name === 'RouteSet#find' ? 'mixed' : 'hits';
    const x = within(size, ['find-my-way', kind], [name, kind]);
    lines.push(verdict(x >= 2, `${name} ≥ 2× find-my-way at ${results[size].routes} routes (${kind})`, ratio(x)));
  }
}
for (const size of SIZES.filter((s) => s >= 1000)) {
  // Not a target: what 2× find-my-way asks for, beside the least a full answer costs (see `fullAnswers`).
  const fmw = r(size, 'find-my-way', 'hits');
  const least = r(size, 'Map.get + params', 'hits');
  lines.push(`info     at ${results[size].routes} routes (hits), 2× find-my-way is ${(fmw / 2).toFixed(0)} ns; Map.get + params, the least a full answer costs, ${least.toFixed(0)} ns (${ratio(within(size, ['find-my-way', 'hits'], ['Map.get + params', 'hits']))} find-my-way)`);
}
{
  // Not a target either: `recognize` answers a miss by throwing (its contract), and a throw has a cost of its
  // own, whatever the router. Timed: a new Error without a stack trace (as `recognize` builds its errors),
  // thrown and caught, on the miss requests.
  const thrown = sampler(
    (verb, path) => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      const error = new Error(`No route matches ${verb} ${JSON.stringify(path)}`);
      Error.stackTraceLimit = limit;
      try {
        throw error;
      } catch {
        return null;
      }
    },
    requestsFor(groupsFor(large)).miss,
    SAMPLE_MS,
  );
  const ns = median(Array.from({ length: ROUNDS }, thrown));
  lines.push(`info     an Error built without a stack, thrown and caught (no router): ${ns.toFixed(0)} ns, ${ratio(ns / r(large, 'RouteSet#recognize', 'hits'))} a recognize hit at ${results[large].routes} routes`);
}
for (const size of SIZES) {
  for (const name of ['RouteSet#recognize', 'RouteSet#find']) {
    const x = within(size, [name, 'hits'], ['Map.get (floor)', 'hits']);
    lines.push(verdict(x <= 5, `${name} within 5× of the Map.get floor at ${results[size].routes} routes (floor ${r(size, 'Map.get (floor)', 'hits').toFixed(0)} ns)`, ratio(x)));
  }
}
if (small !== large) {
  for (const name of ['RouteSet#recognize', 'RouteSet#find']) {
    const x = r(large, name, 'hits') / r(small, name, 'hits');
    lines.push(verdict(x <= 1.3, `${name} growth from ${results[small].routes} to ${results[large].routes} routes ≤ 1.3×`, ratio(x)));
  }
}
for (const size of SIZES) {
  for (const name of ['RouteSet#recognize', 'RouteSet#find']) {
    const x = within(size, [name, 'static'], ['Map.get (floor)', 'static']);
    lines.push(verdict(x <= 2, `${name} static paths within 2× of the floor at ${results[size].routes} routes`, ratio(x)));
    for (const kind of ['miss', '405']) {
      const y = within(size, [name, kind], [name, 'hits']);
      lines.push(verdict(y <= 1, `${name} ${kind} no slower than hits at ${results[size].routes} routes`, ratio(y)));
    }
  }
}
for (const line of lines) console.log(line);
