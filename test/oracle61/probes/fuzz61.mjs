// Set (ii): seeded random draws of Rails 6.1 routes: test/oracle/fuzz-probes.mjs's generator (resources,
// singular resources, namespaces, scopes, shallow, member/collection/new, verb calls, nested three deep) with
// 6.1's constructs added to its pools: `patch`, `match` with `via` lists and `:all`, `root 'c#a'`, concerns
// (`concern` with a block, `concerns` calls, the `concerns:` option), `param:`, shallow with path and name
// scopes, `format: true` and strings, dash paths, `to: '#action'`, defaults and constraints (also a
// subdomain). Rarely, a construct 6.1 refuses (a `match` without `via`, an unknown concern, a capitalized
// controller, only + except...), so that some draws expect a draw error without most of them being one.
//   node test/oracle61/make-scenarios.mjs --clean --out test/oracle61/scenarios/fuzz --prefix 61- --derive 30 test/oracle61/probes/fuzz61.mjs
//   FUZZ61_SEED=7 FUZZ61_COUNT=1000 ... (other draws of the same kind)
import { ACTIONS, PLURALS, RESOURCE_OPTIONS, ROUTE_OPTIONS, SCOPES, SINGULARS, VERBS, fuzzDraws } from '../../oracle/fuzz-probes.mjs';

const rx = (regexp) => ({ regexp });
const CONCERNS = ['commentable', 'taggable', 'searchable', 'pageable'];

/** The body of each concern (declared first in every draw, a random few of them). */
const CONCERN_BODIES = {
  commentable: [{ call: 'resources', args: ['comments'], options: { only: ['index', 'create', 'show'] } }],
  taggable: [{ call: 'get', args: ['tags'], options: { on: 'member' } }, { call: 'resources', args: ['tags'], options: { only: 'index' } }],
  searchable: [{ call: 'collection', block: [{ call: 'get', args: ['search'] }, { call: 'post', args: ['search'], options: { as: 'run_search' } }] }],
  pageable: [{ call: 'get', args: ['page/:page'], options: { on: 'collection', action: 'index', as: 'paged', constraints: { page: rx('\\d+') } } }],
};

const PLURALS61 = [...PLURALS, 'taxes', 'statuses', 'addresses', 'analyses', 'police', 'buses', 'cows'];
const SINGULARS61 = [...SINGULARS, 'taxis', 'status', 'address', 'cow', 'dormouse'];

const RESOURCE_OPTIONS61 = [
  ...RESOURCE_OPTIONS,
  { param: 'slug' }, { param: 'slug' }, { param: 'slug', constraints: { slug: rx('[a-z0-9-]+') } }, { param: 'uuid', shallow: true },
  { concerns: 'commentable' }, { concerns: ['commentable', 'taggable'] }, { concerns: 'searchable', only: ['index', 'show'] },
  { concerns: 'pageable' }, { format: true }, { format: 'json' }, { only: ['update'] }, { except: ['update', 'edit'] },
  { only: ['index', 'show', 'update'] }, { defaults: { format: 'json' } }, { constraints: { format: rx('json|xml') } },
  { shallow: true, shallow_path: 'sp' }, { shallow: true, shallow_prefix: 'spx' }, { path: 'a-b' }, { as: 'renamed', param: 'key' },
];

const SCOPES61 = [
  ...SCOPES,
  ['scope', ['api'], { shallow: true }], ['scope', ['v2'], { as: 'v2' }], ['scope', undefined, { shallow_prefix: 'sp' }],
  ['scope', ['api'], { as: 'api', shallow_path: 'short', shallow_prefix: 'short' }], ['namespace', ['admin'], { as: 'boss' }],
  ['namespace', ['admin'], { shallow_path: 'x' }], ['namespace', ['admin'], { path: 'back-office' }], ['controller', ['pages'], undefined],
  ['scope', undefined, { controller: 'pages' }], ['defaults', undefined, { format: 'json' }], ['scope', undefined, { format: true }],
  ['constraints', undefined, { format: rx('json|xml') }], ['scope', ['(:locale)'], { defaults: { locale: 'en' } }],
  ['scope', ['my-app'], undefined], ['scope', undefined, { via: 'get' }],
];

const VERBS61 = [...VERBS, 'patch', 'patch', 'match', 'match', 'match'];
const ACTIONS61 = [...ACTIONS, 'foo-bar', 'preview-all', 'my-page/:id', 'update', 'index', 'edit', 'feed.:format', 'files/*path/raw'];
const ROUTE_OPTIONS61 = [
  ...ROUTE_OPTIONS,
  { to: 'other#act', format: true }, { to: 'other#act', format: 'json' }, { format: 'xml' },
  { defaults: { page: '1' } }, { constraints: { subdomain: 'api' } }, { as: 'named_x', defaults: { format: 'json' } },
  { to: 'other#act', constraints: { format: rx('json|xml') } }, { to: 'other#act', anchor: false },
];
const VIAS = [['get', 'post'], 'all', ['patch', 'put'], 'get', 'delete', ['get', 'patch', 'delete'], 'all'];

export default function fuzz61() {
  const seed = Number(process.env.FUZZ61_SEED ?? 61);
  const count = Number(process.env.FUZZ61_COUNT ?? 400);
  const draws = fuzzDraws({
    seed,
    count,
    pools: { PLURALS: PLURALS61, SINGULARS: SINGULARS61, RESOURCE_OPTIONS: RESOURCE_OPTIONS61, SCOPES: SCOPES61, VERBS: VERBS61, ACTIONS: ACTIONS61, ROUTE_OPTIONS: ROUTE_OPTIONS61 },
    // the concerns, declared first (a rare draw uses an unknown one: below)
    preamble: () => CONCERNS.map((name) => ({ call: 'concern', args: [name], block: CONCERN_BODIES[name] })),
    verbCall: (call, { pick, chance }) => {
      const options = { ...(call.options ?? {}) };
      // every match gets a via (6.1 refuses one without), but for a rare one
      if (call.call === 'match' && !chance(0.03)) options.via = pick(VIAS);
      else if (call.call !== 'match' && chance(0.08)) options.via = pick(VIAS);
      // a path that names no action (`page/:page`) needs a target, which 6.1 wants (a rare one goes without)
      if (!/^[\w-]+$/.test(call.args[0]) && !options.to && !options.action && !chance(0.05)) options.action = 'act';
      return { ...call, ...(Object.keys(options).length ? { options } : { options: undefined }) };
    },
    extra: ({ pick, chance, depth, inResource, body }) => {
      if (inResource && chance(0.12)) return { call: 'concerns', args: chance(0.8) ? [pick(CONCERNS)] : [pick(CONCERNS), pick(CONCERNS)] };
      if (!inResource && chance(0.05)) {
        return pick([
          { call: 'root', args: ['home#index'] },
          { call: 'root', args: ['home#index'], options: { as: 'start' } },
          { call: 'root', options: { to: 'home#index', via: 'post' } },
          { call: 'root', options: { controller: 'home', action: 'main' } },
        ]);
      }
      if (depth < 3 && chance(0.04)) return { call: 'shallow', block: body(false) };
      // routes that take the controller of their scope (`to: '#action'` does not in 6.1: a rare one)
      if (!inResource && chance(0.03)) {
        const about = chance(0.15) ? { to: '#about' } : { action: 'about' };
        const routes = [{ call: 'get', args: ['about'], options: about }, { call: pick(['post', 'patch', 'match']), args: ['contact-us'], options: { action: 'contact', via: ['post', 'patch'] } }];
        return pick([{ call: 'controller', args: ['pages'], block: routes }, { call: 'scope', args: ['site'], options: { controller: 'pages', as: 'site' }, block: routes }]);
      }
      if (chance(0.015)) {
        // constructs 6.1 refuses: each makes the draw a draw error
        return pick([
          { call: 'resources', args: ['posts'], options: { controller: 'Posts' } },
          { call: 'resources', args: ['posts'], options: { concerns: 'unknown' } },
          { call: 'scope', block: [{ call: 'get', args: ['x'], options: { to: 'a#b', as: 'dup' } }, { call: 'get', args: ['y'], options: { to: 'a#b', as: 'dup' } }] },
          { call: 'match', args: ['y'], options: { to: 'a#b' } },
          { call: 'get', args: ['/z'], options: { to: 'a' } },
        ]);
      }
      return null;
    },
  });
  return draws.map((draw, i) => ({ id: `fuzz-${seed}-${String(i).padStart(3, '0')}`, name: `fuzz61 ${seed} #${i}`, style: 'block', source: `test/oracle61/probes/fuzz61.mjs, seed ${seed}, draw ${i}`, draw }));
}
