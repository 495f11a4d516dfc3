import { callArguments } from './call-arguments.js';
import { concernNames, defineConcern, useConcerns } from './concerns.js';
import { customUrl } from './custom-urls.js';
import { drawFile } from './draw-files.js';
import { requestGuard } from './request-guards.js';
import type { Declaration } from './declarations.js';
import { mount, RubyApp } from './mount.js';
import { is, type NodeOf, type RubyNode } from './prism.js';
import { constantPath, deepMergeHash, RubyHash, RubyRegExp, type RubyValue } from './ruby-values.js';
import { blockParamNames, splitArguments, type Frame, type Receiver, type StyleRules, type Walker } from './walker.js';

/** Rails 3.2 mapper methods → the library's `Mapper` methods. */
const METHODS: Readonly<Record<string, string>> = {
  resources: 'resources',
  resource: 'resource',
  namespace: 'namespace',
  scope: 'scope',
  match: 'match',
  get: 'get',
  post: 'post',
  put: 'put',
  patch: 'patch',
  delete: 'delete',
  options: 'options',
  root: 'root',
  member: 'member',
  collection: 'collection',
  new: 'new',
  nested: 'nested',
  shallow: 'shallow',
  controller: 'controller',
  constraints: 'constraints',
  defaults: 'defaults',
  resources_path_names: 'resourcesPathNames',
};

/**
 * Options that decide which routes there are, their paths, names and targets. Any other option (constraints,
 * defaults, a param's requirement) may be left out when its value is code: the routes stay, unguarded.
 */
const STRUCTURAL = new Set(['to', 'as', 'via', 'on', 'controller', 'action', 'path', 'module', 'only', 'except', 'shallow', 'shallow_path', 'shallow_prefix', 'path_names', 'format', 'anchor']);
// A String key of a route call's hash is its path (`get 'old' => redirect('/new')`): never dropped.
const droppable = (key: string, stringKey: boolean) => !stringKey && !STRUCTURAL.has(key);

const MACROS: Readonly<Record<string, string>> = {
  mount: 'mount (a Rack application or engine)',
  redirect: 'a redirect endpoint',
  instance_eval: 'code evaluated from elsewhere',
  eval: 'code evaluated from elsewhere',
  require: 'require',
  load: 'load of another file',
};

/**
 * Block style (`Rails.application.routes.draw do … end`): calls without a receiver go to the mapper, `r`.
 * `with_options` is applied here, as ActiveSupport's OptionMerger does: its options are deep-merged into the
 * trailing hash of each call made on the block's parameter (or, without a parameter, of each call in it).
 */
export const blockStyle: StyleRules = {
  call(node, frame, walker) {
    const receiver = resolveReceiver(node, frame);
    if (typeof receiver === 'string') return receiver;
    if (node.name === 'with_options') return withOptions(node, receiver, frame, walker);
    if (node.name === 'concern') return defineConcern(node, receiver, frame, walker);
    if (node.name === 'draw') return drawFile(node, receiver, frame, walker);
    if (node.name === 'direct' || node.name === 'resolve') return customUrl(node, receiver, frame, walker);
    // Rails 3.2 named a mount only when the app is an engine, which the file does not tell: a TODO there.
    if (node.name === 'mount' && walker.rails !== '3.2') return mount(node, receiver, frame, walker);
    if (node.name === 'concerns') {
      const args = callArguments(node, frame, () => false);
      return typeof args === 'string' ? args : useConcerns(node, receiver, args.positional, args.options, walker);
    }
    const method = METHODS[node.name];
    if (!method) {
      const macro = MACROS[node.name];
      if (macro !== undefined || !is(node.block, 'BlockNode')) return macro ?? `${node.name}: not a method of the routing DSL (a gem's macro or a helper)`;
      // `devise_scope :user do … end`, `authenticate :user do … end`: a gem's macro around routes (a guard, a
      // scope of its own). Its routes stay, as a dropped constraint's do.
      return [walker.todo(node, `${node.name}: a gem's macro (not a method of the routing DSL) around routes: dropped, the routes inside are kept`, true), ...keptBody(node.block, frame, walker)];
    }
    // Rails 4+ files: a target that is an endpoint the converter cannot write keeps its route, with a stand-in.
    const standIns: string[] = [];
    const endpoint = walker.rails !== '3.2' && ROUTE_CALLS.has(method) ? (value: RubyNode) => endpointStandIn(value, walker, standIns) : undefined;
    // `constraints: lambda { |req| … }`, `constraints(->(req) { … }) do … end`: a guard function where the body
    // only reads the request.
    const guards = (value: RubyNode, key: string | null) => (key === 'constraints' || (key === null && method === 'constraints') ? requestGuard(value, frame.bindings) : undefined);
    const args = callArguments(node, frame, droppable, endpoint, guards);
    const block = is(node.block, 'BlockNode') ? node.block : null;
    if (typeof args === 'string') {
      // `constraints(lambda { … }) do … end`, `constraints(Whitelist.new) do … end`: the routes inside stay.
      if (method === 'constraints' && block) {
        return [walker.todo(node, `constraints given as code (${args}): dropped, the routes inside are kept`, true), ...keptBody(block, frame, walker)];
      }
      return args;
    }
    const out: Declaration[] = args.dropped.map((d) => walker.todo(node, `option ${d} dropped; the routes are kept`, true));
    for (const source of standIns) out.push(walker.todo(node, `${source}: an endpoint that is not converted; the route is kept, served by the stand-in unconverted(…) until it is replaced`, true));
    let { positional, options } = args;
    if (options && ROUTE_CALLS.has(method)) ({ positional, options } = symbolTargets(node, positional, options, walker.rails));
    if (walker.rails !== '3.2' && ROUTE_CALLS.has(method) && method !== 'root') options = literalWordPath(node, positional, options);
    // Rails 4's `root 'pages#main'` is `root to: 'pages#main'` (3.2 took only a hash).
    if (method === 'root' && positional.length === 1 && typeof positional[0] === 'string') {
      options = new RubyHash([['to', positional[0]], ...(options?.entries ?? [])]);
      positional = [];
    }
    if (receiver.merge) options = options ? deepMergeHash(receiver.merge, options) : receiver.merge;
    if (options && TYPED_OPTIONS_CALLS.has(method)) options = typedOptions(options, args.stringKeys, walker.rails === '3.2' ? OPTION_NAMES : OPTION_NAMES_4);
    // `resources :posts, concerns: [:commentable]` (Rails 4): the 6.1 profile takes the option as Rails does; under
    // 3.2 (a Rails 4 file read as 3.2) the option would be a fixed param, so the concerns end the resource's block.
    const concerns = (method === 'resources' || method === 'resource') && options ? options.get('concerns') : undefined;
    const names = concerns === undefined ? [] : concernNames(concerns, walker);
    if (typeof names === 'string') return names;
    const inBlock = concerns !== undefined && walker.rails === '3.2';
    if (inBlock && options) options = new RubyHash(options.entries.filter(([k]) => k !== 'concerns'));
    const values: RubyValue[] = options && (options.entries.length || !inBlock) ? [...positional, options] : positional;
    let body: Declaration[] | undefined;
    if (block) {
      const names = blockParamNames(block) ?? [];
      const plain: Receiver = { js: receiver.js, merge: null };
      const receivers = new Map(frame.receivers);
      for (const name of names) receivers.set(name, plain);
      body = walker.body(block.body, walker.child(frame, { receivers }), end(block));
    }
    if (inBlock) {
      const line = walker.source.lineAt(node.location.startOffset);
      body = [...(body ?? []), ...(names.length ? [{ kind: 'call', line, receiver: receiver.js, method: 'concerns', args: names } as const] : [])];
    }
    out.push({ kind: 'call', line: walker.source.lineAt(node.location.startOffset), receiver: receiver.js, method, args: values, ...(body ? { block: { param: null, body } } : {}) });
    return out;
  },
};

/** Calls whose trailing hash holds route options (not `constraints(…)`, `defaults(…)`, `resourcesPathNames(…)`). */
const TYPED_OPTIONS_CALLS = new Set(['resources', 'resource', 'namespace', 'scope', 'controller', 'match', 'get', 'post', 'put', 'patch', 'delete', 'options', 'root']);

/** The option names of the block-style API; `concerns` is written out by the converter. */
const OPTION_NAMES = new Set([...STRUCTURAL, 'constraints', 'defaults', 'concerns']);
/** Rails 4+ added `param:` (a resource's member param; 3.2 made it a fixed param of every route). */
const OPTION_NAMES_4 = new Set([...OPTION_NAMES, 'param']);

/**
 * Rails takes requirements and fixed params as extra option keys (`resources :photos, id: /[A-Z]\d+/`,
 * `get 'login' => 'static#show', id: 'login'`); the typed API names them: a regexp goes into `constraints`,
 * any other value into `defaults`, which is what Rails does with them. A hash form's path (a String key) stays.
 */
function typedOptions(options: RubyHash, stringKeys: ReadonlySet<string>, names: ReadonlySet<string>): RubyHash {
  const extra = options.entries.filter(([key]) => !names.has(key) && !stringKeys.has(key));
  if (!extra.length) return options;
  const kept = options.entries.filter(([key]) => names.has(key) || stringKeys.has(key));
  const moved = (into: string, entries: [string, RubyValue][]): [string, RubyValue][] => {
    if (!entries.length) return [];
    const current = options.get(into);
    return [[into, current instanceof RubyHash ? deepMergeHash(current, new RubyHash(entries)) : new RubyHash(entries)]];
  };
  const constraints = moved('constraints', extra.filter(([, v]) => v instanceof RubyRegExp));
  const defaults = moved('defaults', extra.filter(([, v]) => !(v instanceof RubyRegExp)));
  const replaced = new Set([...constraints, ...defaults].map(([k]) => k));
  return new RubyHash([...kept.filter(([k]) => !replaced.has(k)), ...constraints, ...defaults]);
}

const ROUTE_CALLS = new Set(['match', 'get', 'post', 'put', 'patch', 'delete', 'options', 'root']);

/**
 * A Symbol target names an action of the scope's controller (`get 'login' => :new`, `to: :show`): Rails 3.2
 * reads `to: :new` as `action: 'new'`. Symbols become strings here, and a string target names a controller
 * and action (`'sessions#new'`), so such a target is written as `action:`, with the hash form's path as
 * the path argument.
 *
 * A hash form's path that is also a Symbol key of the same hash (`get 'friends' => 'diary#index', friends: true`,
 * OpenStreetMap) cannot stay a key of one JavaScript object: the path becomes the path argument and its target
 * `to:` (under Rails 4+, a String without `#` names a controller, as `Mapper#match` reads it).
 */
function symbolTargets(node: NodeOf<'CallNode'>, positional: RubyValue[], options: RubyHash, rails: string): { positional: RubyValue[]; options: RubyHash } {
  const elements = splitArguments(node).options?.elements ?? [];
  const symbolKeys = new Set<string>();
  let path: string | undefined;
  let symbolTarget = false;
  let before = 0; // Symbol keys spelled as the path, before it: which of the equal keys is the path
  const seen = new Map<string, number>();
  for (const element of elements) {
    if (!is(element, 'AssocNode')) continue;
    const key = is(element.key, 'SymbolNode') || is(element.key, 'StringNode') ? element.key.unescaped.value : undefined;
    if (key === undefined) continue;
    if (is(element.key, 'StringNode') && positional.length === 0 && path === undefined) {
      path = key;
      symbolTarget = is(element.value, 'SymbolNode');
      before = seen.get(key) ?? 0;
    } else if (key === 'to' && is(element.value, 'SymbolNode')) symbolKeys.add(key);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const colliding = path !== undefined && options.entries.filter(([k]) => k === path).length > 1;
  if (path !== undefined && !symbolTarget && !colliding) path = undefined;
  if (!symbolKeys.size && path === undefined) return { positional, options };
  let pathValue: RubyValue | undefined;
  let equal = 0;
  const entries = options.entries.flatMap(([k, v]): [string, RubyValue][] => {
    if (k === 'to' && symbolKeys.has(k)) return [];
    if (k === path && (!colliding || equal++ === before)) return ((pathValue = v), []);
    return [[k, v]];
  });
  if (path === undefined) return { positional, options: new RubyHash([...entries, ['action', options.get('to') ?? null]]) };
  const key = symbolTarget ? 'action' : rails !== '3.2' && typeof pathValue === 'string' && !pathValue.includes('#') ? 'controller' : 'to';
  return { positional: [path], options: new RubyHash([...entries, [key, pathValue ?? null]]) };
}

/**
 * A stand-in (`unconverted('…')`) for a route's target that is an endpoint: a lambda or proc, a `redirect` the
 * library's cannot say, a Rack app (`Foo.new`, a constant). Its route stays, as Rails lists it (no controller).
 */
function endpointStandIn(given: RubyNode, walker: Walker, standIns: string[]): RubyValue | undefined {
  // `to: (redirect do |params, req| … end)`: the parentheses only keep the block on the redirect.
  const inner = is(given, 'ParenthesesNode') && is(given.body, 'StatementsNode') && given.body.body.length === 1 ? given.body.body[0] : undefined;
  const value = inner ?? given;
  const call = is(value, 'CallNode') ? value : null;
  const isEndpoint =
    is(value, 'LambdaNode') ||
    constantPath(value) !== undefined ||
    (call !== null && call.receiver === null && ['lambda', 'proc', 'redirect'].includes(call.name)) ||
    (call !== null && call.name === 'new' && constantPath(call.receiver) !== undefined);
  if (!isEndpoint) return undefined;
  const source = walker.source.slice(value.location);
  standIns.push(source);
  return new RubyApp(source);
}

/** Action names whose path a bare word declares differently as a Ruby String and as a Symbol (canonical, path names). */
const WORD_SENSITIVE = new Set(['index', 'create', 'new', 'show', 'update', 'destroy', 'edit']);

/**
 * Rails 4+ takes a String path as written and a Symbol as an action: in a resource's collection `post 'new'` is
 * `/wiki/new`, `post :new` is `/wiki` (canonical), and path names rename only Symbols. The library reads a bare
 * word as Rails' Symbol, so a String bare word that an action name would read differently is written with its
 * path (`r.post('new', { path: 'new' })`), which Rails 6.1 declares the same.
 */
function literalWordPath(node: NodeOf<'CallNode'>, positional: RubyValue[], options: RubyHash | null): RubyHash | null {
  const nodes = splitArguments(node).positional;
  const [word] = positional;
  if (nodes.length !== 1 || positional.length !== 1 || !is(nodes[0], 'StringNode') || typeof word !== 'string') return options;
  if (!WORD_SENSITIVE.has(word) || options?.get('path') !== undefined) return options;
  return new RubyHash([...(options?.entries ?? []), ['path', word]]);
}

/** The declarations of a block whose call was dropped; its parameters (if any) stand for the mapper. */
function keptBody(block: NodeOf<'BlockNode'>, frame: Frame, walker: Walker): Declaration[] {
  const names = blockParamNames(block) ?? [];
  const receivers = new Map(frame.receivers);
  for (const name of names) receivers.set(name, { js: 'r', merge: null });
  return walker.body(block.body, walker.child(frame, { receivers }), end(block));
}

function end(block: NodeOf<'BlockNode'>): number {
  return block.location.startOffset + block.location.length;
}

/** The receiver a call is made on, or why it is not a routing call. */
function resolveReceiver(node: NodeOf<'CallNode'>, frame: Frame): Receiver | string {
  if (node.receiver === null) return frame.implicit ?? `${node.name} without a receiver`;
  const name = is(node.receiver, 'LocalVariableReadNode') || (is(node.receiver, 'CallNode') && node.receiver.isVariableCall()) ? (node.receiver as { name: string }).name : undefined;
  const receiver = name === undefined ? undefined : frame.receivers.get(name);
  return receiver ?? `a method call on something other than the route mapper (${node.name})`;
}

function withOptions(node: NodeOf<'CallNode'>, receiver: Receiver, frame: Frame, walker: Walker): Declaration[] | string {
  const args = callArguments(node, frame, () => false);
  if (typeof args === 'string') return args;
  if (args.positional.length || !is(node.block, 'BlockNode')) return 'with_options takes an options hash and a block';
  const block = node.block;
  const names = blockParamNames(block);
  if (names === undefined || names.length > 1) return 'with_options with block parameters other than one name';
  const options = args.options ?? new RubyHash([]);
  const merged: Receiver = { js: receiver.js, merge: receiver.merge ? deepMergeHash(receiver.merge, options) : options };
  const inner = names.length
    ? walker.child(frame, { receivers: new Map(frame.receivers).set(names[0]!, merged) })
    : walker.child(frame, { implicit: merged });
  return walker.body(block.body, inner, end(block));
}
