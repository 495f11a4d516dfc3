/**
 * Recognition of request paths as servers receive them, and of a table in Rails' i18n idiom: `RouteSet#find`
 * against find-my-way on the scale table (~1k routes), each spelling of the same hits (static, one param,
 * nested; `requestsFor`) in one process, interleaved round by round. Informational: the issue-9 targets are
 * judged on the plain spelling (`recognition.mjs`).
 *
 * - plain: `/users12/4498`; trailing slash: `/users12/4498/`; query: `/users12/4498?page=2&sort=name` (a
 *   server's raw URL; find-my-way is given it with the query cut off, as its `lookup` cuts it); escaped: a
 *   param with a percent escape, `/users12/4498%2D1` (find-my-way leaves decoding to its `lookup`, so it
 *   decodes nothing here: the figure favours it); lower-case verbs: `get`.
 * - locale scope: the same table declared in `scope '(:locale)'` (every path gets `(/:locale)`), half the
 *   requests with a locale; find-my-way, which has no optional segment, gets each route with and without it.
 *
 *   node bench/spellings.mjs [--quick]
 */
import FindMyWay from 'find-my-way';
import { RouteSet } from '../dist/index.js';
import { drawGroups, groupsFor, requestsFor } from './scale-table.mjs';
import { median, quick, sampler } from './timing.mjs';

const SIZE = Number(process.env.BENCH_SIZE ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (quick ? 7 : 11));
const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? (quick ? 20 : 40));
const ALL = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const groups = groupsFor(SIZE);
const requests = requestsFor(groups);
const hits = [...requests.static, ...requests['one param'], ...requests.nested];
const withoutQuery = (path) => {
  const q = path.indexOf('?');
  return q === -1 ? path : path.slice(0, q);
};

/** A route set and find-my-way over the same table (`locale`: declared in `scope '(:locale)'`). */
function tables(locale) {
  const set = new RouteSet().draw((r) => (locale ? r.scope('(:locale)', { locale: /en|fr/ }, () => drawGroups(r, groups)) : drawGroups(r, groups)));
  // Every branch built, as in recognition.mjs (a long-running server has built those its traffic reaches).
  for (const route of set.routes) set.find(route.verbs[0] ?? 'GET', route.path.replace(/\(\.:format\)$/, '').replace(/\(\/:locale\)/, '').replace(/:\w+/g, '1'));
  const fmw = FindMyWay({ ignoreTrailingSlash: true });
  set.routes.forEach((route, index) => {
    const path = route.path.replace(/\(\.:format\)$/, '');
    const spellings = locale ? [path.replace('(/:locale)', ''), path.replace('(/:locale)', '/:locale')] : [path];
    for (const spelling of spellings) fmw.on(route.verbs.length ? [...route.verbs] : ALL, spelling, () => {}, { index });
  });
  return { set, fmw };
}

const plain = tables(false);
const localized = tables(true);
const cases = [
  ['plain', plain, hits],
  ['trailing slash', plain, hits.map(([verb, path]) => [verb, `${path}/`])],
  ['query', plain, hits.map(([verb, path]) => [verb, `${path}?page=2&sort=name`])],
  ['escaped', plain, hits.map(([verb, path]) => [verb, /\/\d+$/.test(path) ? `${path}%2D1` : path])],
  ['lower-case verbs', plain, hits.map(([verb, path]) => [verb.toLowerCase(), path])],
  ['locale scope', localized, hits.map(([verb, path], i) => [verb, i % 2 === 0 ? `/${i % 4 === 0 ? 'en' : 'fr'}${path}` : path])],
];

console.log(`Recognition of request spellings, ${plain.set.routes.length} routes (ns a lookup, median of ${ROUNDS} rounds)`);
console.log(`${'spelling'.padEnd(18)}${'find'.padStart(10)}${'find-my-way'.padStart(13)}${'ratio'.padStart(9)}`);
for (const [name, { set, fmw }, list] of cases) {
  const theirs = (verb, path) => fmw.find(verb.toUpperCase(), withoutQuery(path));
  // Same route for every request, or the figures mean nothing.
  for (const [verb, path] of list) {
    const found = set.find(verb, path);
    const want = theirs(verb, path)?.store.index;
    if (found === null || set.routes.indexOf(found.route) !== want) throw new Error(`${name}: ${verb} ${path}: find-my-way answers ${want}, we ${found && set.routes.indexOf(found.route)}`);
  }
  const samplers = { find: sampler((verb, path) => set.find(verb, path), list, SAMPLE_MS), fmw: sampler(theirs, list, SAMPLE_MS) };
  const samples = { find: [], fmw: [] };
  for (let round = 0; round < ROUNDS; round++) for (const [key, next] of Object.entries(samplers)) samples[key].push(next());
  const [ours, peer] = [median(samples.find), median(samples.fmw)];
  console.log(`${name.padEnd(18)}${`${ours.toFixed(0)} ns`.padStart(10)}${`${peer.toFixed(0)} ns`.padStart(13)}${`${(peer / ours).toFixed(2)}×`.padStart(9)}`);
}
