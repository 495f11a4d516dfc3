// Random block-style draws (seeded, so the corpus is the same on every run): resources, singular resources,
// namespaces, scopes, shallow, collection/member/new blocks and verb calls, nested up to three levels, with
// options from the pools the conformance corpus uses. Every probe is `auto` (derive.mjs).
//   node test/oracle/differential.mjs test/oracle/fuzz-probes.mjs
//   FUZZ_SEED=7 FUZZ_COUNT=1000 node test/oracle/differential.mjs test/oracle/fuzz-probes.mjs
// `fuzzDraws` takes other pools and hooks: test/oracle61/probes/fuzz61.mjs draws Rails 6.1's constructs with it
// (PATCH, via lists, concerns, param:, root 'c#a', ...); the default export's draws stay what they were.

import { seeded } from '../seeded-random.mjs';

const rx = (regexp) => ({ regexp });
const clone = (x) => JSON.parse(JSON.stringify(x));



export const PLURALS = ['posts', 'comments', 'tags', 'photos', 'users', 'people', 'categories', 'sheep', 'boxes', 'replies', 'items'];
export const SINGULARS = ['profile', 'account', 'session', 'avatar', 'author', 'setting', 'person'];
export const RESOURCE_OPTIONS = [
  {}, {}, {}, { only: ['index', 'show'] }, { only: 'show' }, { except: ['destroy'] }, { only: [] }, { path: 'p' }, { as: 'things' },
  { controller: 'ctl' }, { module: 'mod' }, { path_names: { new: 'neu', edit: 'aendern' } }, { constraints: { id: rx('\\d+') } },
  { id: rx('[a-z]+') }, { shallow: true }, { format: false }, { defaults: { x: 'y' } },
];
export const SCOPES = [
  ['namespace', ['admin'], undefined], ['namespace', ['api'], undefined], ['namespace', ['v1'], { module: 'version1' }],
  ['scope', undefined, { module: 'm' }], ['scope', undefined, { constraints: { id: rx('\\d+') } }], ['scope', undefined, { defaults: { locale: 'en' } }],
  ['scope', undefined, { only: ['index', 'show'] }], ['scope', undefined, { except: 'new' }], ['scope', undefined, { shallow_path: 'sp' }],
  ['scope', undefined, { path_names: { new: 'nuevo' } }], ['constraints', undefined, { id: rx('[0-9]+') }], ['defaults', undefined, { page: '1' }],
  ['shallow', undefined, undefined], ['scope', [':locale'], undefined], ['scope', ['(:locale)'], { locale: rx('en|fr') }], ['scope', undefined, { as: 'x' }],
  ['scope', ['api'], { as: 'api' }], ['namespace', ['admin'], { path: 'sekret' }], ['scope', undefined, { format: false }],
];
export const VERBS = ['get', 'post', 'put', 'delete'];
export const ACTIONS = ['preview', 'search', 'publish', 'stats', 'export', 'page/:page', 'by/:tag(/:sort)', 'files/*path'];
export const ROUTE_OPTIONS = [
  {}, {}, { as: 'named' }, { to: 'other#act' }, { path: 'custom' }, { via: ['get', 'post'] }, { defaults: { format: 'json' } }, { constraints: { id: rx('\\d+') } },
  { format: false }, { controller: 'others' }, { action: 'act' }, { page: rx('\\d+') },
];

export default function fuzz() {
  const seed = Number(process.env.FUZZ_SEED ?? 20240517);
  const count = Number(process.env.FUZZ_COUNT ?? 300);
  return fuzzDraws({ seed, count }).map((draw, i) => ({ name: `fuzz ${seed} #${i}`, style: 'block', auto: true, draw }));
}

const POOLS = { PLURALS, SINGULARS, RESOURCE_OPTIONS, SCOPES, VERBS, ACTIONS, ROUTE_OPTIONS };

/**
 * `count` random draws from `seed`. `pools` replaces any of the pools above; the hooks add declarations
 * (each gets `{ pick, chance, rand, depth, inResource }` and returns a call or null to fall through):
 * `preamble()` → calls put first in every draw, `extra(ctx)` → a declaration tried before the usual ones,
 * `verbCall(call, ctx)` → the verb call adjusted. Without hooks the draws (and the random sequence) are
 * those of the 3.2 fuzz corpus.
 */
export function fuzzDraws({ seed, count, pools = {}, preamble, extra, verbCall: adjustVerbCall }) {
  const P = { ...POOLS, ...pools };
  const rand = seeded(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const chance = (p) => rand() < p;
  const opts = (o) => (o && Object.keys(o).length ? { options: clone(o) } : {});
  const tools = { pick, chance, rand, opts };

  const verbCall = (inResource) => {
    const call = pick(P.VERBS);
    const options = clone(pick(P.ROUTE_OPTIONS));
    if (call !== 'get') delete options.via;
    if (inResource && chance(0.6)) options.on = pick(['collection', 'member', 'new']);
    if (!inResource && !options.to) options.to = 'pages#show';
    const made = { call, args: [pick(P.ACTIONS)], ...opts(options) };
    return adjustVerbCall ? clean(adjustVerbCall(made, { ...tools, inResource })) : made;
  };

  const declaration = (depth, inResource) => {
    const own = extra?.({ ...tools, depth, inResource, body: (inner) => body(depth + 1, inner) });
    if (own) return own;
    const roll = rand();
    if (inResource && roll < 0.2) return verbCall(true);
    if (inResource && roll < 0.3) {
      const call = pick(['collection', 'member', 'new']);
      return { call, block: [verbCall(false)].map(({ options, ...c }) => ({ ...c, ...opts({ ...options, on: undefined, to: undefined }) })).map(clean) };
    }
    if (!inResource && roll < 0.15) return verbCall(false);
    if (!inResource && roll < 0.2) return { call: 'root', options: { to: 'home#index' } };
    if (roll < 0.35 && depth < 3) {
      const [call, args, options] = pick(P.SCOPES);
      return { call, ...(args ? { args } : {}), ...opts(options), block: body(depth + 1, false) };
    }
    const plural = chance(0.7);
    const call = plural ? 'resources' : 'resource';
    const decl = { call, args: [pick(plural ? P.PLURALS : P.SINGULARS)], ...opts(pick(P.RESOURCE_OPTIONS)) };
    if (depth < 3 && chance(0.5)) decl.block = body(depth + 1, true);
    return decl;
  };
  const body = (depth, inResource) => Array.from({ length: 1 + Math.floor(rand() * 2) }, () => declaration(depth, inResource));

  return Array.from({ length: count }, () => [...(preamble?.(tools) ?? []), ...body(0, false)]);
}

/** Drops options left undefined. */
function clean(call) {
  if (!call.options) return call;
  const options = Object.fromEntries(Object.entries(call.options).filter(([, v]) => v !== undefined));
  const { options: _o, ...rest } = call;
  return Object.keys(options).length ? { ...rest, options } : rest;
}
