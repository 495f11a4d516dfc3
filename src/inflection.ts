import { escapeRegExp } from './pattern/regexp-text.js';
/**
 * English inflection with ActiveSupport 3.2's rules, the single place where plural/singular forms are decided.
 *
 * Why our own rules and not a package: route names are API. `resources :abuses` is `abus_path` in Rails 3.2
 * (its `(bus)es$` rule), `resource :cow` is served by `kine`, and `resources :police` nests under
 * `:polouse_id`. The maintained npm inflectors give other answers for such words, and a route table that
 * differs from Rails' breaks the helpers users call. Rules are tried newest first, exactly as in Rails, so a
 * user's additions (`irregular`, `uncountable`, `plural`, `singular`) override the defaults.
 */

type Rule = readonly [pattern: RegExp | string, replacement: string];


/** `text` as a pattern that matches it in any letter case, for rules that must keep their first letter's case. */
function caseless(text: string): string {
  return [...text].map((c) => (c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escapeRegExp(c))).join('');
}

/** The most answers an inflector remembers per direction (then it starts again). */
const MAX_KNOWN = 10_000;

export class Inflector {
  private plurals: Rule[] = [];
  private singulars: Rule[] = [];
  private uncountables = new Set<string>();
  /**
   * Words already inflected, with their answer: a table names the same nested resources again and again
   * (`comments` under every parent), and a word that no rule matches is tried against all ~35 of them.
   * Emptied when a rule is added; bounded, as names may come from data.
   */
  private readonly known = { plural: new Map<string, string>(), singular: new Map<string, string>() };

  /**
   * @param defaults rules added on first use, before any other (an inflector built with Rails' defaults
   *   compiles its ~70 rule regexps when it first inflects or is extended, not when the module loads, so
   *   importing the library costs nothing and the rules are built, and measured, where they are used).
   */
  constructor(
    private defaults?: (inflector: Inflector) => void,
    /**
     * `irregular` also adds rules that keep the singular form singular (`singularize('person')` stays `person`),
     * as ActiveSupport 4+ does; ActiveSupport 3.2 added none (its other rules decide).
     */
    private readonly singularKeepsIrregular = false,
  ) {}

  /** Adds a pluralization rule; it is tried before every rule added earlier. */
  plural(pattern: RegExp | string, replacement: string): this {
    this.ready();
    this.forget();
    if (typeof pattern === 'string') this.uncountables.delete(pattern);
    this.uncountables.delete(replacement);
    this.plurals.unshift([pattern, replacement]);
    return this;
  }

  /** Adds a singularization rule; it is tried before every rule added earlier. */
  singular(pattern: RegExp | string, replacement: string): this {
    this.ready();
    this.forget();
    if (typeof pattern === 'string') this.uncountables.delete(pattern);
    this.uncountables.delete(replacement);
    this.singulars.unshift([pattern, replacement]);
    return this;
  }

  /**
   * Declares an irregular pair. Like Rails 3.2 the rule matches the end of a word, so `irregular('person',
   * 'people')` also turns `salesperson` into `salespeople`.
   */
  irregular(singular: string, plural: string): this {
    this.ready();
    this.forget();
    this.uncountables.delete(singular);
    this.uncountables.delete(plural);
    const [s0, sRest] = [singular.charAt(0), singular.slice(1)];
    const [p0, pRest] = [plural.charAt(0), plural.slice(1)];
    if (s0.toUpperCase() === p0.toUpperCase()) {
      this.plural(new RegExp(`(${escapeRegExp(s0)})${escapeRegExp(sRest)}$`, 'i'), `$1${pRest}`);
      this.plural(new RegExp(`(${escapeRegExp(p0)})${escapeRegExp(pRest)}$`, 'i'), `$1${pRest}`);
      if (this.singularKeepsIrregular) this.singular(new RegExp(`(${escapeRegExp(s0)})${escapeRegExp(sRest)}$`, 'i'), `$1${sRest}`);
      this.singular(new RegExp(`(${escapeRegExp(p0)})${escapeRegExp(pRest)}$`, 'i'), `$1${sRest}`);
    } else {
      // The first letter keeps its case, the rest matches in any case (Ruby's `X(?i)rest$`).
      for (const c of [s0.toUpperCase(), s0.toLowerCase()]) {
        const p = c === c.toUpperCase() ? p0.toUpperCase() : p0.toLowerCase();
        this.plural(new RegExp(`${escapeRegExp(c)}${caseless(sRest)}$`), p + pRest);
      }
      for (const c of [p0.toUpperCase(), p0.toLowerCase()]) {
        this.plural(new RegExp(`${escapeRegExp(c)}${caseless(pRest)}$`), c + pRest);
      }
      if (this.singularKeepsIrregular) {
        for (const c of [s0.toUpperCase(), s0.toLowerCase()]) this.singular(new RegExp(`${escapeRegExp(c)}${caseless(sRest)}$`), c + sRest);
      }
      for (const c of [p0.toUpperCase(), p0.toLowerCase()]) {
        const s = c === c.toUpperCase() ? s0.toUpperCase() : s0.toLowerCase();
        this.singular(new RegExp(`${escapeRegExp(c)}${caseless(pRest)}$`), s + sRest);
      }
    }
    return this;
  }

  /** Words whose plural and singular are the same (`sheep`, `fish`). */
  uncountable(...words: (string | readonly string[])[]): this {
    this.ready();
    this.forget();
    for (const w of words.flat()) this.uncountables.add(w.toLowerCase());
    return this;
  }

  pluralize(word: string): string {
    this.ready();
    return this.remembered(this.known.plural, word, this.plurals);
  }

  singularize(word: string): string {
    this.ready();
    return this.remembered(this.known.singular, word, this.singulars);
  }

  /** A copy that can be extended without touching this one. */
  clone(): Inflector {
    this.ready();
    const copy = new Inflector(undefined, this.singularKeepsIrregular);
    copy.plurals = [...this.plurals];
    copy.singulars = [...this.singulars];
    copy.uncountables = new Set(this.uncountables);
    return copy;
  }

  /** Adds the default rules if they are still pending (once: they are dropped before they run). */
  private ready(): void {
    const defaults = this.defaults;
    if (defaults === undefined) return;
    this.defaults = undefined;
    defaults(this);
  }

  private remembered(known: Map<string, string>, word: string, rules: readonly Rule[]): string {
    let answer = known.get(word);
    if (answer === undefined) {
      answer = this.apply(word, rules);
      if (known.size >= MAX_KNOWN) known.clear();
      known.set(word, answer);
    }
    return answer;
  }

  /** Drops the remembered answers: a rule added may change them. */
  private forget(): void {
    this.known.plural.clear();
    this.known.singular.clear();
  }

  private apply(word: string, rules: readonly Rule[]): string {
    if (word === '' || this.isUncountable(word)) return word;
    for (const [pattern, replacement] of rules) {
      if (typeof pattern === 'string' ? word.includes(pattern) : pattern.test(word)) {
        return word.replace(pattern, replacement);
      }
    }
    return word;
  }

  // Rails checks `/\b#{word}\Z/i`: `blue-sheep` is uncountable, `blue_sheep` is not (`_` is a word character).
  private isUncountable(word: string): boolean {
    const lower = word.toLowerCase();
    for (const u of this.uncountables) {
      if (lower.endsWith(u) && (lower.length === u.length || !/\w/.test(lower.charAt(lower.length - u.length - 1)))) return true;
    }
    return false;
  }
}

/** ActiveSupport 3.2.22's default rules, in its order. */
function rails32(i: Inflector): void {
  i.plural(/$/, 's');
  i.plural(/s$/i, 's');
  i.plural(/(ax|test)is$/i, '$1es');
  i.plural(/(octop|vir)us$/i, '$1i');
  i.plural(/(octop|vir)i$/i, '$1i');
  i.plural(/(alias|status)$/i, '$1es');
  i.plural(/(bu)s$/i, '$1ses');
  i.plural(/(buffal|tomat)o$/i, '$1oes');
  i.plural(/([ti])um$/i, '$1a');
  i.plural(/([ti])a$/i, '$1a');
  i.plural(/sis$/i, 'ses');
  i.plural(/(?:([^f])fe|([lr])f)$/i, '$1$2ves');
  i.plural(/(hive)$/i, '$1s');
  i.plural(/([^aeiouy]|qu)y$/i, '$1ies');
  i.plural(/(x|ch|ss|sh)$/i, '$1es');
  i.plural(/(matr|vert|ind)(?:ix|ex)$/i, '$1ices');
  i.plural(/([m|l])ouse$/i, '$1ice');
  i.plural(/^(ox)$/i, '$1en');
  i.plural(/^(oxen)$/i, '$1');
  i.plural(/(quiz)$/i, '$1zes');

  i.singular(/s$/i, '');
  i.singular(/(n)ews$/i, '$1ews');
  i.singular(/([ti])a$/i, '$1um');
  i.singular(/((a)naly|(b)a|(d)iagno|(p)arenthe|(p)rogno|(s)ynop|(t)he)ses$/i, '$1$2sis');
  i.singular(/(^analy)ses$/i, '$1sis');
  i.singular(/([^f])ves$/i, '$1fe');
  i.singular(/(hive)s$/i, '$1');
  i.singular(/(tive)s$/i, '$1');
  i.singular(/([lr])ves$/i, '$1f');
  i.singular(/([^aeiouy]|qu)ies$/i, '$1y');
  i.singular(/(s)eries$/i, '$1eries');
  i.singular(/(m)ovies$/i, '$1ovie');
  i.singular(/(x|ch|ss|sh)es$/i, '$1');
  i.singular(/([m|l])ice$/i, '$1ouse');
  i.singular(/(bus)es$/i, '$1');
  i.singular(/(o)es$/i, '$1');
  i.singular(/(shoe)s$/i, '$1');
  i.singular(/(cris|ax|test)es$/i, '$1is');
  i.singular(/(octop|vir)i$/i, '$1us');
  i.singular(/(alias|status)es$/i, '$1');
  i.singular(/^(ox)en/i, '$1');
  i.singular(/(vert|ind)ices$/i, '$1ex');
  i.singular(/(matr)ices$/i, '$1ix');
  i.singular(/(quiz)zes$/i, '$1');
  i.singular(/(database)s$/i, '$1');

  i.irregular('person', 'people');
  i.irregular('man', 'men');
  i.irregular('child', 'children');
  i.irregular('sex', 'sexes');
  i.irregular('move', 'moves');
  i.irregular('cow', 'kine');
  i.irregular('zombie', 'zombies');

  i.uncountable('equipment', 'information', 'rice', 'money', 'species', 'series', 'fish', 'sheep', 'jeans');
}

/**
 * The default inflector every route set uses unless given its own. Extend it once at start-up, as Rails apps
 * do in `config/initializers/inflections.rb`: `inflections.irregular('octopus', 'octopi')`.
 */
export const inflections: Inflector = new Inflector(rails32);

/** A fresh inflector with only Rails 3.2's defaults (for a route set that must not see global additions). */
export function createInflector(): Inflector {
  return new Inflector(rails32);
}

/** `Admin::UserProfiles` / `AdminUsers` → `admin/user_profiles` / `admin_users` (ActiveSupport's `underscore`). */
export function underscore(word: string): string {
  return word
    .replace(/::/g, '/')
    .replace(/([A-Z\d]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

/** `new_post_comment_path` → `newPostCommentPath`. */
export function camelize(snake: string): string {
  return snake.replace(/_+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
}
