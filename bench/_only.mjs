import { RouteSet } from '../dist/index.js';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const none = process.argv[2] === 'none';
const o = none ? { only: [] } : {};
const t = cpu();
const set = new RouteSet().draw((r) => {
  for (let i = 0; i < 417; i++) {
    r.get(`page${i}`, { to: `pages#page${i}` });
    r.resources(`users${i}`, o, () => {
      r.resources('posts', o, () => r.resources('comments', o));
      r.member(() => r.get('followers'));
      r.collection(() => r.get('search'));
    });
  }
});
console.log(process.argv[2], set.routes.length, (cpu() - t).toFixed(1));
