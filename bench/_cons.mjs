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
