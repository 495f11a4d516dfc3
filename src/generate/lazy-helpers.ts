import { camelize } from '../inflection.js';
import type { Route } from '../route.js';
import type { GenerationContext } from './generator.js';
import { helperSet, type HelperSet, type HashHelper, type UrlHelper } from './url-helpers.js';

type Kind = 'path' | 'url' | 'hash_path' | 'hash_url';
const KINDS: readonly Kind[] = ['path', 'url', 'hash_path', 'hash_url'];

/** A name's route, when it was (last) named, and its helpers once made. */
interface Entry {
  readonly route: Route;
  readonly order: number;
  helpers: HelperSet | null;
}

/** The snake_case key of a name's helper of one kind: `post_path`, `hash_for_post_url`. */
const snakeKey = (name: string, kind: Kind): string => (kind.startsWith('hash_') ? `hash_for_${name}_${kind.slice(5)}` : `${name}_${kind}`);

/**
 * The object behind `RouteSet#helpers`. Every named route has eight helpers (`post_path`, `postPath`,
 * `hash_for_post_path`, `hashForPostPath`, and the same for `_url`); a table of 10,000 routes has tens of
 * thousands, and an application calls a few of them. So a helper is made when its key is first read: the
 * table's prototype is a proxy that finds the name a key stands for, makes that name's helpers, and stores
 * the one read on the table, where later reads find it as a plain property (the proxy is not on their way).
 *
 * Which helper a key reads is what installing every name's helpers in the order the names were given would
 * leave there (a later name takes over a key it shares with an earlier one). Keys not read yet are not
 * listed by `Object.keys` and the like; `in` sees them.
 */
export class LazyHelpers {
  readonly table: { [key: string]: UrlHelper | HashHelper };
  private entries = new Map<string, Entry>();
  private order = 0;
  /** Names in the order they were given (repeats included), for the camelCase index. */
  private log: string[] = [];
  /** camelCase key → the name and kind whose helper it is, built on the first camelCase read. */
  private camel = new Map<string, readonly [string, Kind]>();
  /** How much of `log` `camel` covers. */
  private indexed = 0;
  /** Whether any key was stored on the table since it was last emptied. */
  private stored = false;

  constructor(private readonly context: GenerationContext) {
    const prototype = new Proxy(Object.prototype, {
      get: (_target, key, receiver) => {
        const helper = typeof key === 'string' ? this.make(key) : undefined;
        return helper ?? Reflect.get(Object.prototype, key, receiver);
      },
      has: (_target, key) => (typeof key === 'string' && this.ownerOf(key) !== undefined) || key in Object.prototype,
    });
    this.table = Object.create(prototype) as LazyHelpers['table'];
  }

  /** `name` now stands for `route`: the name's helpers (and keys it takes over from other names) are made anew. */
  name(name: string, route: Route): void {
    const previous = this.entries.get(name);
    // Helpers someone kept generate by name from now on (the reference finds the route by name).
    if (previous?.helpers) previous.helpers.generation.current = false;
    this.entries.set(name, { route, order: this.order++, helpers: null });
    this.log.push(name);
    if (this.stored) for (const key of this.keysOf(name)) delete this.table[key];
  }

  /** Starts over from `named` (in its order): every helper made so far is retired and removed from the table. */
  reset(named: ReadonlyMap<string, Route>): void {
    for (const entry of this.entries.values()) if (entry.helpers) entry.helpers.generation.current = false;
    for (const key of Object.keys(this.table)) delete this.table[key];
    this.entries = new Map();
    this.log = [];
    this.camel = new Map();
    this.indexed = 0;
    this.order = 0;
    this.stored = false;
    for (const [name, route] of named) this.name(name, route);
  }

  /** The helper a key reads, made now and stored on the table; undefined when the key is no helper's. */
  private make(key: string): UrlHelper | HashHelper | undefined {
    const owner = this.ownerOf(key);
    if (owner === undefined) return undefined;
    const [name, kind] = owner;
    const entry = this.entries.get(name)!;
    const helper = (entry.helpers ??= helperSet(name, entry.route, this.context))[kind];
    Object.defineProperty(this.table, key, { value: helper, writable: true, enumerable: true, configurable: true });
    this.stored = true;
    return helper;
  }

  /**
   * The name and kind a key belongs to. A snake_case key has an `_` and a camelCase one has none (`camelize`
   * removes every `_` of a helper name), so each is looked for among its own kind only.
   */
  private ownerOf(key: string): readonly [string, Kind] | undefined {
    if (!key.includes('_')) {
      this.indexCamelCase();
      return this.camel.get(key);
    }
    let best: readonly [string, Kind] | undefined;
    let bestOrder = -1;
    const consider = (name: string, kind: Kind) => {
      const entry = this.entries.get(name);
      if (entry !== undefined && entry.order > bestOrder) [best, bestOrder] = [[name, kind], entry.order];
    };
    for (const suffix of ['path', 'url'] as const) {
      if (!key.endsWith(`_${suffix}`)) continue;
      const base = key.slice(0, -suffix.length - 1);
      consider(base, suffix);
      if (base.startsWith('hash_for_')) consider(base.slice('hash_for_'.length), `hash_${suffix}`);
    }
    return best;
  }

  /** Brings the camelCase index up to date with the names given since it was last read. */
  private indexCamelCase(): void {
    const { log, camel } = this;
    for (; this.indexed < log.length; this.indexed++) {
      const name = log[this.indexed]!;
      KINDS.forEach((kind) => camel.set(camelize(snakeKey(name, kind)), [name, kind]));
    }
  }

  /** Every key a name's helpers are read by. */
  private keysOf(name: string): string[] {
    return KINDS.flatMap((kind) => [snakeKey(name, kind), camelize(snakeKey(name, kind))]);
  }
}
