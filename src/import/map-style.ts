import { callArguments } from './call-arguments.js';
import type { Declaration } from './declarations.js';
import { is, type NodeOf } from './prism.js';
import { deepMergeHash, RubyHash, RubyRegExp, type RubyValue } from './ruby-values.js';
import { blockParamNames, type Frame, type Receiver, type StyleRules } from './walker.js';

/** Rails 2.3 route-map methods → the library's `RouteMap` methods; any other method is a named route. */
const METHODS: Readonly<Record<string, string>> = {
  resources: 'resources',
  resource: 'resource',
  connect: 'connect',
  root: 'root',
  namespace: 'namespace',
  with_options: 'withOptions',
};

/**
 * Map style (`ActionController::Routing::Routes.draw do |map| … end`): calls on a route map (the draw
 * block's parameter, or the parameter of a `namespace`, `with_options` or resource block). `map.login
 * 'login', …` is the named route `login`: `map.namedRoute('login', 'login', …)`.
 */
export const mapStyle: StyleRules = {
  call(node, frame, walker) {
    const receiver = mapReceiver(node, frame);
    if (typeof receiver === 'string') return receiver;
    const args = callArguments(node, frame, droppable);
    if (typeof args === 'string') return args;
    let method = METHODS[node.name];
    // A route's own path (connect, a named route, root): where its extra option keys can be told apart.
    const path = node.name === 'root' ? '' : node.name === 'connect' || !method ? args.positional[0] : undefined;
    const options = args.options && typeof path === 'string' ? typedMapOptions(args.options, path, prefixKeysOf(receiver)) : args.options;
    let values: RubyValue[] = options ? [...args.positional, options] : args.positional;
    if (!method) {
      // A named route's path is a String; `map.from_plugin :name` and other plugin macros take Symbols.
      const first = node.arguments_?.arguments_[0];
      if (typeof args.positional[0] !== 'string' || is(first, 'SymbolNode') || is(first, 'InterpolatedSymbolNode')) return `map.${node.name}: not a route method nor a named route with a path (a plugin's macro?)`;
      // 2.3 refuses a route without a controller; `map.filter 'locale'` (routing-filter) is a plugin's macro.
      if (!args.options && receiver.top && !args.positional[0].includes(':controller')) return `map.${node.name} '${args.positional[0]}': a named route without options (a plugin's macro?)`;
      method = 'namedRoute';
      values = [node.name, ...values];
    }
    const todos: Declaration[] = args.dropped.map((d) => walker.todo(node, `option ${d} dropped; the routes are kept`, true));
    const call = { kind: 'call', line: walker.source.lineAt(node.location.startOffset), receiver: receiver.js, method, args: values } as const;
    if (!is(node.block, 'BlockNode')) return [...todos, call];
    // `map.connect ':controller/:action/:id' do |route| … end`: Rails 2.3's connect, root and named routes take
    // no block (Ruby ignores it); only a plugin that patched them ran it. The route is kept, the block is not.
    if (!BLOCK_METHODS.has(method)) return [...todos, call, walker.todo(node.block, `a block given to ${node.name} (Rails 2.3 does not run it, unless a plugin made ${node.name} yield): not converted, the route is kept`)];
    const names = blockParamNames(node.block);
    if (names === undefined || names.length > 1) return `${node.name} with block parameters other than one name`;
    const param = names[0] ?? null;
    const receivers = new Map(frame.receivers);
    if (param !== null) receivers.set(param, { js: jsName(param), merge: null, prefixKeys: blockPrefixKeys(node.name, args.options, receiver) });
    const end = node.block.location.startOffset + node.block.location.length;
    const block = { param: param === null ? null : jsName(param), body: walker.body(node.block.body, walker.child(frame, { receivers }), end) };
    return [...todos, { ...call, block }];
  },
};

/** The map methods whose block Rails 2.3 runs, with a route map as its parameter. */
const BLOCK_METHODS = new Set(['resources', 'resource', 'namespace', 'withOptions']);

/** The draw block's map (and a bare file's) has no path prefix. */
const prefixKeysOf = (receiver: Receiver): ReadonlySet<string> | null => (receiver.prefixKeys === undefined ? new Set() : receiver.prefixKeys);

/** The `:name` and `*name` segments of a path. */
const segmentKeys = (path: string) => new Set([...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!));

/**
 * The path prefix segments of the routes declared in a block: a `with_options :path_prefix` replaces the
 * enclosing one (Rails merges the options), a namespace adds its own to the enclosing one; a resource's
 * block nests under `:<singular>_id`, which is left to the library to tell (null: not known here).
 */
function blockPrefixKeys(method: string, options: RubyHash | null, receiver: Receiver): ReadonlySet<string> | null {
  const enclosing = prefixKeysOf(receiver);
  if (method !== 'with_options' && method !== 'namespace') return null;
  const prefix = options?.get('path_prefix');
  if (prefix === undefined || prefix === null) return enclosing;
  if (typeof prefix !== 'string' || enclosing === null) return null;
  return method === 'namespace' ? new Set([...enclosing, ...segmentKeys(prefix)]) : segmentKeys(prefix);
}

/** Options that decide which routes there are (see block-style.ts); requirements, conditions and params may be dropped. */
const STRUCTURAL = new Set(['controller', 'action', 'path_prefix', 'name_prefix', 'namespace', 'has_many', 'has_one', 'member', 'collection', 'new', 'only', 'except', 'as', 'singular', 'plural', 'shallow', 'path_names']);
// A String key of a route call's hash is its path (`get 'old' => redirect('/new')`): never dropped.
const droppable = (key: string, stringKey: boolean) => !stringKey && !STRUCTURAL.has(key);

/** The option names of the map-style API (snake_case as Rails writes them). */
const OPTION_NAMES = new Set([...STRUCTURAL, 'requirements', 'defaults', 'conditions']);

/**
 * Rails 2.3 takes segment defaults, fixed params and requirements as extra option keys of a route
 * (`map.connect 'feed/:page', :controller => 'posts', :page => '1', :format => 'rss', :id => /\d+/`) and
 * divides them (`RouteBuilder#divide_route_options`): a key naming a segment of the path (the path prefix
 * included) is its default unless its value is a regexp; any other key is a requirement (`:id => nil` on a
 * path without `:id` too: the route takes no id). The typed API names them the same way, in `defaults` and
 * `requirements`. Where the path prefix is not known here (a resource's block), a key that is no segment of
 * the route's own path stays an extra key, for the library to divide as Rails does.
 */
function typedMapOptions(options: RubyHash, path: string, prefixKeys: ReadonlySet<string> | null): RubyHash {
  const extra = options.entries.filter(([key]) => !OPTION_NAMES.has(key));
  if (!extra.length) return options;
  // The route's own path prefix replaces the enclosing block's (Rails merges the options).
  const own = options.get('path_prefix');
  const prefix = own === undefined ? prefixKeys : own === null ? new Set<string>() : typeof own === 'string' ? segmentKeys(own) : null;
  const segments = new Set([...segmentKeys(path), ...(prefix ?? [])]);
  const known = prefix !== null;
  const kind = ([key, value]: [string, RubyValue]) =>
    value instanceof RubyRegExp ? 'requirements' : segments.has(key) ? 'defaults' : known ? 'requirements' : 'extra';
  const into = (name: string, entries: [string, RubyValue][]): [string, RubyValue][] => {
    if (!entries.length) return [];
    const current = options.get(name);
    // Rails 2.3 sets each key into the hash given (`requirements[key] = value`): a key given twice is written once.
    return [[name, current instanceof RubyHash ? deepMergeHash(current, new RubyHash(entries)) : new RubyHash(entries)]];
  };
  const moved = [...into('defaults', extra.filter((e) => kind(e) === 'defaults')), ...into('requirements', extra.filter((e) => kind(e) === 'requirements'))];
  const replaced = new Set(moved.map(([k]) => k));
  return new RubyHash([...options.entries.filter(([k, v]) => (OPTION_NAMES.has(k) && !replaced.has(k)) || (!OPTION_NAMES.has(k) && kind([k, v]) === 'extra')), ...moved]);
}

function mapReceiver(node: NodeOf<'CallNode'>, frame: Frame): Receiver | string {
  // In a file of bare declarations (`--style map`), `map` is not a local variable but a method call to Ruby.
  const name = is(node.receiver, 'LocalVariableReadNode') || (is(node.receiver, 'CallNode') && node.receiver.isVariableCall()) ? (node.receiver as { name: string }).name : undefined;
  const receiver = name === undefined ? undefined : frame.receivers.get(name);
  return receiver ?? `${node.name}: not a call on the route map`;
}

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await arguments eval'.split(' '),
);

/** A Ruby block parameter name as a JavaScript variable name (`new` → `new_`). */
export function jsName(name: string): string {
  return RESERVED.has(name) ? `${name}_` : name;
}
