import { RouteSet } from '../dist/index.js';
import FindMyWay from 'find-my-way';
import { sampler, median } from './timing.mjs';
const G = 42;
const set = new RouteSet().draw((r) => {
  for (let i = 0; i < G; i++) {
    r.get(`page${i}`, { to: `pages#page${i}` });
    r.resources(`users${i}`, { constraints: { id: /\d+/ } }, () => {
      r.resources('posts', { constraints: { id: /\d+/ } }, () => r.resources('comments'));
      r.member(() => r.get('followers'));
    });
  }
});
const fmw = FindMyWay();
const ALL = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
for (const route of set.routes) {
  let p = route.path.replace(/\(\.:format\)$/, '');
  for (const [k, re] of Object.entries(route.requirements)) p = p.replace(`:${k}`, `:${k}(^${re.source}$)`);
  try { fmw.on(route.verbs.length ? [...route.verbs] : ALL, p, () => {}); } catch (e) {}
}
console.log(set.routes.length, 'routes');
const reqs = [];
for (let i = 0; i < 64; i++) { const g = i % G; reqs.push(['GET', `/users${g}/${100 + i}`], ['GET', `/users${g}/${i}/posts/${7 * i}/edit`], ['GET', `/users${g}/${i}/posts/${i}/comments/${i + 3}`]); }
for (const [v, p] of reqs.slice(0, 3)) { console.log(p, JSON.stringify(set.recognize(v, p)), !!fmw.find(v, p)); }
const s = { ours: sampler((v, p) => set.find(v, p), reqs, 20), fmw: sampler((v, p) => fmw.find(v, p), reqs, 20) };
const res = {}; for (let r = 0; r < 9; r++) for (const [k, f] of Object.entries(s)) (res[k] ??= []).push(f());
console.log(Object.entries(res).map(([k, xs]) => `${k} ${median(xs).toFixed(0)}`).join('  '));
import { shapeOf } from '../dist/match/segments/shape.js';
console.log('not plain', set.routes.filter((r) => shapeOf(r) === null).map(String).slice(0, 5));
const kinds = [reqs.filter((_, i) => i % 3 === 0), reqs.filter((_, i) => i % 3 === 1), reqs.filter((_, i) => i % 3 === 2)];
for (const k of kinds) {
  const s2 = { ours: sampler((v, p) => set.find(v, p), k, 20), fmw: sampler((v, p) => fmw.find(v, p), k, 20) };
  const r2 = {}; for (let r = 0; r < 7; r++) for (const [n, f] of Object.entries(s2)) (r2[n] ??= []).push(f());
  console.log(k[0][1], Object.entries(r2).map(([n, xs]) => `${n} ${median(xs).toFixed(0)}`).join('  '));
}
