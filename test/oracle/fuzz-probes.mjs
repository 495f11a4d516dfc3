// Random block-style draws (seeded, so the corpus is the same on every run): resources, singular resources,
// namespaces, scopes, shallow, collection/member/new blocks and verb calls, nested up to three levels, with
// options from the pools the conformance corpus uses. Every probe is `auto` (derive.mjs).
//   node test/oracle/differential.mjs test/oracle/fuzz-probes.mjs
//   FUZZ_SEED=7 FUZZ_COUNT=1000 node test/oracle/differential.mjs test/oracle/fuzz-probes.mjs

import { seeded } from '../seeded-random.mjs';

const rx = (regexp) => ({ regexp });
const clone = (x) => JSON.parse(JSON.stringify(x));



const PLURALS = ['posts', 'comments', 'tags', 'photos', 'users', 'people', 'categories', 'sheep', 'boxes', 'replies', 'items'];
const SINGULARS = ['profile', 'account', 'session', 'avatar', 'author', 'setting', 'person'];
const RESOURCE_OPTIONS = [
  {}, {}, {}, { only: ['index', 'show'] }, { only: 'show' }, { except: ['destroy'] }, { only: [] }, { path: 'p' }, { as: 'things' },
  { controller: 'ctl' }, { module: 'mod' }, { path_names: { new: 'neu', edit: 'aendern' } }, { constraints: { id: rx('\\d+') } },
  { id: rx('[a-z]+') }, { shallow: true }, { format: false }, { defaults: { x: 'y' } },
];
const SCOPES = [
  ['namespace', ['admin'], undefined], ['namespace', ['api'], undefined], ['namespace', ['v1'], { module: 'version1' }],
  ['scope', undefined, { module: 'm' }], ['scope', undefined, { constraints: { id: rx('\\d+') } }], ['scope', undefined, { defaults: { locale: 'en' } }],
  ['scope', undefined, { only: ['index', 'show'] }], ['scope', undefined, { except: 'new' }], ['scope', undefined, { shallow_path: 'sp' }],
  ['scope', undefined, { path_names: { new: 'nuevo' } }], ['constraints', undefined, { id: rx('[0-9]+') }], ['defaults', undefined, { page: '1' }],
  ['shallow', undefined, undefined], ['scope', [':locale'], undefined], ['scope', ['(:locale)'], { locale: rx('en|fr') }], ['scope', undefined, { as: 'x' }],
  ['scope', ['api'], { as: 'api' }], ['namespace', ['admin'], { path: 'sekret' }], ['scope', undefined, { format: false }],
];
const VERBS = ['get', 'post', 'put', 'delete'];
const ACTIONS = ['preview', 'search', 'publish', 'stats', 'export', 'page/:page', 'by/:tag(/:sort)', 'files/*path'];
const ROUTE_OPTIONS = [
  {}, {}, { as: 'named' }, { to: 'other#act' }, { path: 'custom' }, { via: ['get', 'post'] }, { defaults: { format: 'json' } }, { constraints: { id: rx('\\d+') } },
  { format: false }, { controller: 'others' }, { action: 'act' }, { page: rx('\\d+') },
];

export default function fuzz() {
  const seed = Number(process.env.FUZZ_SEED ?? 20240517);
  const count = Number(process.env.FUZZ_COUNT ?? 300);
  const rand = seeded(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const chance = (p) => rand() < p;
  const opts = (o) => (o && Object.keys(o).length ? { options: clone(o) } : {});

  const verbCall = (inResource) => {
    const call = pick(VERBS);
    const options = clone(pick(ROUTE_OPTIONS));
    if (call !== 'get') delete options.via;
    if (inResource && chance(0.6)) options.on = pick(['collection', 'member', 'new']);
    if (!inResource && !options.to) options.to = 'pages#show';
    return { call, args: [pick(ACTIONS)], ...opts(options) };
  };

  const declaration = (depth, inResource) => {
    const roll = rand();
    if (inResource && roll < 0.2) return verbCall(true);
    if (inResource && roll < 0.3) {
      const call = pick(['collection', 'member', 'new']);
      return { call, block: [verbCall(false)].map(({ options, ...c }) => ({ ...c, ...opts({ ...options, on: undefined, to: undefined }) })).map(clean) };
    }
    if (!inResource && roll < 0.15) return verbCall(false);
    if (!inResource && roll < 0.2) return { call: 'root', options: { to: 'home#index' } };
    if (roll < 0.35 && depth < 3) {
      const [call, args, options] = pick(SCOPES);
      return { call, ...(args ? { args } : {}), ...opts(options), block: body(depth + 1, false) };
    }
    const plural = chance(0.7);
    const call = plural ? 'resources' : 'resource';
    const decl = { call, args: [pick(plural ? PLURALS : SINGULARS)], ...opts(pick(RESOURCE_OPTIONS)) };
    if (depth < 3 && chance(0.5)) decl.block = body(depth + 1, true);
    return decl;
  };
  const body = (depth, inResource) => Array.from({ length: 1 + Math.floor(rand() * 2) }, () => declaration(depth, inResource));

  return Array.from({ length: count }, (_, i) => ({ name: `fuzz ${seed} #${i}`, style: 'block', auto: true, draw: body(0, false) }));
}

/** Drops options left undefined. */
function clean(call) {
  if (!call.options) return call;
  const options = Object.fromEntries(Object.entries(call.options).filter(([, v]) => v !== undefined));
  const { options: _o, ...rest } = call;
  return Object.keys(options).length ? { ...rest, options } : rest;
}
