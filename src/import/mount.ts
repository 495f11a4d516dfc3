import { underscore } from '../inflection.js';
import type { Declaration } from './declarations.js';
import { is, type NodeOf } from './prism.js';
import { constantPath, deepMergeHash, evaluate, RubyHash, Unconvertible, type RubyValue } from './ruby-values.js';
import { splitArguments, type Frame, type Receiver, type Walker } from './walker.js';

/**
 * A Ruby endpoint with no JavaScript counterpart: a Rack application or engine a routes file mounts
 * (`mount Sidekiq::Web, at: 'sidekiq'`), a lambda or a redirect block given as `to:`. The module serves it with a
 * stand-in named after it (`unconverted('Sidekiq::Web')`, answering with an error that names it) for the
 * application to replace with its own endpoint.
 */
export class RubyApp {
  constructor(
    /** The Ruby expression of the app (`Sidekiq::Web`, `flipper_ui`). */
    readonly source: string,
  ) {}
}

/**
 * Rails' `mount App, at: 'path'` / `mount App => 'path'` (with `as:`, `via:`, `constraints:`, `defaults:`):
 * `r.mount(unconverted('App'), { at, as })`. Rails names the route after a class (`Sidekiq::Web` → `sidekiq_web`,
 * `PgHero::Engine` → `pg_hero_engine`, ActiveSupport's underscore with `/` as `_`) unless `as:` names it; an
 * app given as an expression (a variable, `Foo.new`) is unnamed, as in Rails. The stand-in is said in a TODO.
 */
export function mount(node: NodeOf<'CallNode'>, receiver: Receiver, frame: Frame, walker: Walker): Declaration[] | string {
  const { positional, options: optionsNode } = splitArguments(node);
  // (a block argument, `&app`, is a block too)
  if (node.block !== null || positional.length > 1) return 'mount with a block or more than one app';
  let app = positional[0];
  const entries: [string, RubyValue][] = [];
  for (const element of optionsNode?.elements ?? []) {
    if (!is(element, 'AssocNode')) return 'mount with a double splat of options';
    // The hash form: the app is the one key that is not a Symbol (`Sidekiq::Web => '/sidekiq'`).
    const symbolKey = is(element.key, 'SymbolNode');
    if (!symbolKey && app === undefined) {
      app = element.key;
      entries.push(['at', evaluate(element.value, frame.bindings) as RubyValue]);
    } else {
      entries.push([symbolKey ? (element.key as NodeOf<'SymbolNode'>).unescaped.value : '', evaluate(element.value, frame.bindings) as RubyValue]);
    }
  }
  const bad = entries.find(([key, value]) => key === '' || (value as unknown) instanceof Unconvertible);
  if (bad) return bad[0] === '' ? 'mount with an option key that is not a Symbol' : `mount with ${(bad[1] as unknown as Unconvertible).reason} (for ${bad[0]})`;
  if (app === undefined) return 'mount without an app';
  // with_options merges its options in before Rails' mount reads them (`with_options as: 'ops'` names the mount).
  const given = new RubyHash(entries);
  const merged = receiver.merge ? deepMergeHash(receiver.merge, given) : given;
  const at = merged.get('at');
  if (typeof at !== 'string') return 'mount without a mount point (at:) given as a string';
  const source = walker.source.slice(app.location);
  const constant = constantPath(app);
  // `as: nil` and `via: nil` are Rails' `||=`: the app's own name and every verb still apply.
  const options = merged.entries.filter(([key, value]) => value !== null || (key !== 'as' && key !== 'via'));
  if (constant !== undefined && !options.some(([key]) => key === 'as')) options.push(['as', underscore(constant).replace(/\//g, '_')]);
  const hash = new RubyHash(options);
  return [
    walker.todo(node, `mount ${source}: a Rack application or engine, mounted as unconverted(${JSON.stringify(source)}), a stand-in that answers with an error until it is replaced by the endpoint that serves ${at}`, true),
    { kind: 'call', line: walker.source.lineAt(node.location.startOffset), receiver: receiver.js, method: 'mount', args: [new RubyApp(source), hash] },
  ];
}
