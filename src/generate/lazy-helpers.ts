import { camelize } from '../inflection.js';
import { directHelper } from './custom-url.js';
import type { GenerationContext } from './generator.js';
import { looksLikeHelper, unknownHelper } from './unknown-helper.js';
import { helperSet, type HelperSet, type HashHelper, type UrlHelper } from './url-helpers.js';

type Kind = 'path' | 'url' | 'hash_path' | 'hash_url' | 'direct_path' | 'direct_url';
const KINDS: readonly Kind[] = ['path', 'url', 'hash_path', 'hash_url'];

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
 * listed by `Object.keys` and the like; `in` sees them. Reading a key spelled as a helper that no name has
 * throws, naming the nearest helpers (`unknown-helper.ts`).
 *
 * A `direct` helper (`homepage_path` / `homepage_url`) takes its keys from a route of the same name, whenever
 * either was declared: a direct is declared to replace what the name's helpers do.
 */
export class LazyHelpers {
  readonly table: { [key: string]: UrlHelper | HashHelper };
  /** The helpers made so far, by name (the route set's `named` says which route each name stands for). */
  private made = new Map<string, HelperSet>();
  /** Names in the order they were given (repeats included): a later name takes over a key it shares. */
  private log: string[] = [];
  /** camelCase key → the name and kind whose helper it is, built on the first camelCase read. */
  private camel = new Map<string, readonly [string, Kind]>();
  /** How much of `log` `camel` covers. */
  private indexed = 0;
  /** Whether any key was stored on the table since it was last emptied. */
  private stored = false;
  /** camelCase key → the direct helper's name and kind; null until read after the directs changed. */
  private directCamel: Map<string, readonly [string, Kind]> | null = null;

  constructor(private readonly context: GenerationContext) {
    const prototype = new Proxy(Object.prototype, {
      get: (_target, key, receiver) => {
        if (typeof key !== 'string') return Reflect.get(Object.prototype, key, receiver);
        const helper = this.make(key);
        if (helper !== undefined) return helper;
        // A misspelt helper says so where it is read, with the nearest names (`in` still answers false).
        if (looksLikeHelper(key) && !(key in Object.prototype)) throw unknownHelper(key, this.allKeys());
        return Reflect.get(Object.prototype, key, receiver);
      },
      has: (_target, key) => (typeof key === 'string' && this.ownerOf(key) !== undefined) || key in Object.prototype,
    });
    this.table = Object.create(prototype) as LazyHelpers['table'];
  }

  /**
   * `name` now stands for another route (the route set's `named` already says which): the name's helpers, and
   * keys it takes over from other names, are made anew.
   */
  name(name: string): void {
    const previous = this.made.get(name);
    if (previous) {
      // Helpers someone kept generate by name from now on (the reference finds the route by name).
      previous.generation.current = false;
      this.made.delete(name);
    }
    this.log.push(name);
    if (this.stored) for (const key of this.keysOf(name)) delete this.table[key];
  }

  /** A `direct` helper was declared under `name`: its keys are made anew, from the declaration. */
  direct(name: string): void {
    this.directCamel = null;
    for (const kind of ['path', 'url'] as const) {
      delete this.table[`${name}_${kind}`];
      delete this.table[camelize(`${name}_${kind}`)];
    }
  }

  /** Starts over from the route set's `named` (in its order): every helper made so far is retired and removed. */
  reset(): void {
    this.directCamel = null;
    for (const helpers of this.made.values()) helpers.generation.current = false;
    for (const key of Object.keys(this.table)) delete this.table[key];
    this.made = new Map();
    this.log = [...this.context.named.keys()];
    this.camel = new Map();
    this.indexed = 0;
    this.stored = false;
  }

  /** The helper a key reads, made now and stored on the table; undefined when the key is no helper's. */
  private make(key: string): UrlHelper | HashHelper | undefined {
    const owner = this.ownerOf(key);
    if (owner === undefined) return undefined;
    const [name, kind] = owner;
    if (kind === 'direct_path' || kind === 'direct_url') return this.store(key, directHelper(name, kind === 'direct_path', { context: this.context, helpers: this.table }));
    let helpers = this.made.get(name);
    if (helpers === undefined) this.made.set(name, (helpers = helperSet(name, this.context.named.get(name)!, this.context)));
    return this.store(key, helpers[kind]);
  }

  private store<H extends UrlHelper | HashHelper>(key: string, helper: H): H {
    Object.defineProperty(this.table, key, { value: helper, writable: true, enumerable: true, configurable: true });
    this.stored = true;
    return helper;
  }

  /**
   * The name and kind a key belongs to. A snake_case key has an `_` and a camelCase one has none (`camelize`
   * removes every `_` of a helper name), so each is looked for among its own kind only.
   */
  private ownerOf(key: string): readonly [string, Kind] | undefined {
    const directs = this.context.custom?.directs;
    if (!key.includes('_')) {
      const direct = directs && this.directCamelCase(directs).get(key);
      if (direct) return direct;
      this.indexCamelCase();
      return this.camel.get(key);
    }
    const named = this.context.named;
    let best: readonly [string, Kind] | undefined;
    for (const suffix of ['path', 'url'] as const) {
      if (!key.endsWith(`_${suffix}`)) continue;
      const base = key.slice(0, -suffix.length - 1);
      if (directs?.has(base)) return [base, `direct_${suffix}`];
      if (named.has(base)) best = [base, suffix];
      if (!base.startsWith('hash_for_')) continue;
      const hashed = base.slice('hash_for_'.length);
      // Both names exist (`hash_for_x` and `x`): the one named last has the key.
      if (named.has(hashed) && (best === undefined || this.log.lastIndexOf(hashed) > this.log.lastIndexOf(best[0]))) best = [hashed, `hash_${suffix}`];
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

  /** Every helper key of the current names and direct helpers (for suggestions). */
  private *allKeys(): Iterable<string> {
    for (const name of this.context.named.keys()) yield* this.keysOf(name);
    for (const name of this.context.custom?.directs.keys() ?? []) for (const kind of ['path', 'url']) yield* [`${name}_${kind}`, camelize(`${name}_${kind}`)];
  }

  /** The camelCase keys of the direct helpers, built when first needed after they changed. */
  private directCamelCase(directs: ReadonlyMap<string, unknown>): ReadonlyMap<string, readonly [string, Kind]> {
    return (this.directCamel ??= new Map(
      [...directs.keys()].flatMap((name) => (['path', 'url'] as const).map((kind) => [camelize(`${name}_${kind}`), [name, `direct_${kind}` as Kind]] as const)),
    ));
  }

  /** Every key a name's helpers are read by. */
  private keysOf(name: string): string[] {
    return KINDS.flatMap((kind) => [snakeKey(name, kind), camelize(snakeKey(name, kind))]);
  }
}
