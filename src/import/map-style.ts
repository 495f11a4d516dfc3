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
    const options = args.options && typeof path === 'string' ? typedMapOptions(args.options, path) : args.options;
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
    let block: { param: string | null; body: Declaration[] } | undefined;
    if (is(node.block, 'BlockNode')) {
      const names = blockParamNames(node.block);
      if (names === undefined || names.length > 1) return `${node.name} with block parameters other than one name`;
      const param = names[0] ?? null;
      const receivers = new Map(frame.receivers);
      if (param !== null) receivers.set(param, { js: jsName(param), merge: null });
      const end = node.block.location.startOffset + node.block.location.length;
      block = { param: param === null ? null : jsName(param), body: walker.body(node.block.body, walker.child(frame, { receivers }), end) };
    }
    const todos = args.dropped.map((d) => walker.todo(node, `option ${d} dropped; the routes are kept`, true));
    return [...todos, { kind: 'call', line: walker.source.lineAt(node.location.startOffset), receiver: receiver.js, method, args: values, ...(block ? { block } : {}) }];
  },
};

/** Options that decide which routes there are (see block-style.ts); requirements, conditions and params may be dropped. */
const STRUCTURAL = new Set(['controller', 'action', 'path_prefix', 'name_prefix', 'namespace', 'has_many', 'has_one', 'member', 'collection', 'new', 'only', 'except', 'as', 'singular', 'plural', 'shallow', 'path_names']);
// A String key of a route call's hash is its path (`get 'old' => redirect('/new')`): never dropped.
const droppable = (key: string, stringKey: boolean) => !stringKey && !STRUCTURAL.has(key);

/** The option names of the map-style API (snake_case as Rails writes them). */
const OPTION_NAMES = new Set([...STRUCTURAL, 'requirements', 'defaults', 'conditions']);

/**
 * Rails 2.3 takes segment defaults, fixed params and requirements as extra option keys of a route
 * (`map.connect 'feed/:page', :controller => 'posts', :page => '1', :format => 'rss', :id => /\d+/`); the
 * typed API names them where Rails 2.3 also takes them: a default of one of the path's segments in
 * `defaults`, a regexp or a fixed param in `requirements`.
 */
function typedMapOptions(options: RubyHash, path: string): RubyHash {
  const extra = options.entries.filter(([key]) => !OPTION_NAMES.has(key));
  if (!extra.length) return options;
  const segments = new Set([...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!));
  const isDefault = ([key, value]: [string, RubyValue]) => !(value instanceof RubyRegExp) && (segments.has(key) || value === null);
  const into = (name: string, entries: [string, RubyValue][]): [string, RubyValue][] => {
    if (!entries.length) return [];
    const current = options.get(name);
    // Rails 2.3 sets each key into the hash given (`requirements[key] = value`): a key given twice is written once.
    return [[name, current instanceof RubyHash ? deepMergeHash(current, new RubyHash(entries)) : new RubyHash(entries)]];
  };
  const moved = [...into('defaults', extra.filter(isDefault)), ...into('requirements', extra.filter((e) => !isDefault(e)))];
  const replaced = new Set(moved.map(([k]) => k));
  return new RubyHash([...options.entries.filter(([k]) => OPTION_NAMES.has(k) && !replaced.has(k)), ...moved]);
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
