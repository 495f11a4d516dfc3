/**
 * Recognition on the scale table with its ids constrained to digits (`constraints: { id: /\d+/ }` on every
 * resource, which nested resources inherit for their parent id): what many Rails applications declare.
 * `RouteSet#find` (full params) against find-my-way given the same constraint (`:id(^\d+$)`), on the same
 * requests as `recognition.mjs`'s hits, in one process, interleaved round by round. Informational: the
 * issue-9 targets are judged on the plain table (`recognition.mjs`).
 *
 *   node bench/constrained.mjs [--quick]
 */
import FindMyWay from 'find-my-way';
import { RouteSet } from '../dist/index.js';
import { groupsFor, requestsFor } from './scale-table.mjs';
import { median, quick, sampler } from './timing.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
// Quick mode keeps more rounds than recognition.mjs's: two contenders only, and a short run swings widely here.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (quick ? 7 : 11));
const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? (quick ? 25 : 40));
const ALL = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const DIGITS = { constraints: { id: /\d+/ } };

/** `scale-table.mjs`'s groups, every resource's id constrained to digits. */
function drawConstrained(r, groups) {
  for (let i = 0; i < groups; i++) {
    r.get(`page${i}`, { to: `pages#page${i}` });
    r.resources(`users${i}`, DIGITS, () => {
      r.resources('posts', DIGITS, () => r.resources('comments', DIGITS));
      r.member(() => r.get('followers'));
      r.collection(() => r.get('search'));
    });
  }
}

console.log('Recognition with ids constrained to digits (ns a lookup, median of rounds; hits: static, one param, nested)');
console.log(`${'routes'.padStart(8)}${'find'.padStart(10)}${'find-my-way'.padStart(13)}${'ratio'.padStart(9)}`);
for (const size of SIZES) {
  const groups = groupsFor(size);
  const set = new RouteSet().draw((r) => drawConstrained(r, groups));
  // Every branch built, as in recognition.mjs (a long-running server has built those its traffic reaches).
  for (const route of set.routes) set.find(route.verbs[0] ?? 'GET', route.path.replace(/\(\.:format\)$/, '').replace(/:\w+/g, '1'));
  const fmw = FindMyWay();
  set.routes.forEach((route, index) => {
    let path = route.path.replace(/\(\.:format\)$/, '');
    for (const [name, requirement] of Object.entries(route.requirements)) path = path.replace(`:${name}`, `:${name}(^${requirement.source}$)`);
    fmw.on(route.verbs.length ? [...route.verbs] : ALL, path, () => {}, { index });
  });
  const requests = requestsFor(groups);
  const hits = [...requests.static, ...requests['one param'], ...requests.nested];
  for (const [verb, path] of hits) {
    const ours = set.find(verb, path);
    const theirs = fmw.find(verb, path);
    if (ours === null || theirs?.store.index !== set.routes.indexOf(ours.route)) throw new Error(`${verb} ${path}: find-my-way answers ${theirs?.store.index}, we ${ours && set.routes.indexOf(ours.route)}`);
  }
  const samplers = { find: sampler((verb, path) => set.find(verb, path), hits, SAMPLE_MS), fmw: sampler((verb, path) => fmw.find(verb, path), hits, SAMPLE_MS) };
  const samples = { find: [], fmw: [] };
  for (let round = 0; round < ROUNDS; round++) for (const [name, next] of Object.entries(samplers)) samples[name].push(next());
  const [ours, theirs] = [median(samples.find), median(samples.fmw)];
  console.log(`${String(set.routes.length).padStart(8)}${`${ours.toFixed(0)} ns`.padStart(10)}${`${theirs.toFixed(0)} ns`.padStart(13)}${`${(theirs / ours).toFixed(2)}×`.padStart(9)}`);
}
