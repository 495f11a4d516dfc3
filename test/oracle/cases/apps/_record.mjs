// Records routes written like a Rails routes file (`r.resources('projects', { only: [...] }, () => { ... })`)
// as probe calls: the last plain object is the options, a trailing function the block, RegExps become `{ regexp }`.
import { c } from '../_dsl.mjs';

const encode = (v) => {
  if (v instanceof RegExp) return { regexp: v.source.replace(/\\\//g, '/') };
  if (Array.isArray(v)) return v.map(encode);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)]));
  return v;
};

export function record(body) {
  const stack = [[]];
  const r = new Proxy({}, {
    get: (_, call) => (...args) => {
      const block = typeof args.at(-1) === 'function' ? args.pop() : undefined;
      const last = args.at(-1);
      const options = last && typeof last === 'object' && !Array.isArray(last) ? encode(args.pop()) : undefined;
      let inner;
      if (block) { stack.push([]); block(); inner = stack.pop(); }
      stack.at(-1).push(c(call, args, options, inner));
    },
  });
  body(r);
  return stack[0];
}
