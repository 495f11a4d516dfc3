import { sharedPattern, type PathPattern } from './pattern/path-pattern.js';
import { escapeRegExp, statelessRegExp } from './pattern/regexp-text.js';

/** What a request must satisfy besides verb and path: `host: /^api\./`, `subdomain: 'admin'`, `ip: …`. */
export type Conditions = Readonly<Record<string, RegExp | string>>;

/**
 * The parts of a request the matcher may look at besides verb and path (all optional). `RouteSet#recognize`
 * and its siblings derive `port`, `subdomain` and `domain` from `host` when they are not given.
 */
export interface RequestContext {
  /** The host name (`admin.example.com`; a `:port` after it is read as `port`). */
  readonly host?: string;
  /** Rails' `request.subdomain` (tld_length 1): `admin` for `admin.example.com`, `a.b` for `a.b.example.com`. */
  readonly subdomain?: string;
  /** Rails' `request.domain`: `example.com` for `admin.example.com`. */
  readonly domain?: string;
  readonly port?: string;
  /** `http` or `https`. */
  readonly protocol?: string;
  readonly ip?: string;
  readonly [key: string]: string | undefined;
}

/** What a declaration emits: both DSLs produce these and nothing else. */
export interface RouteInit {
  /** Upper-case verbs; empty means any verb. */
  readonly verbs?: readonly string[];
  /** The path pattern, e.g. `/posts/:post_id/comments(.:format)`. */
  readonly path: string;
  /**
   * The pattern matched and generated when it differs from `path` as declared and shown: Rails 2.3 made
   * trailing segments optional by rule (`/:controller/:action/:id` matched `/posts`), which is written out
   * here as `/:controller(/:action(/:id))`. Defaults to `path`.
   */
  readonly pattern?: string;
  readonly name?: string | null;
  /**
   * Declared requirements of path params (`:controller`, `:id`, …), listed in `route.requirements` as given:
   * a regexp, or a string, which matches exactly itself (Rails' String constraint, `format: 'rss'`).
   */
  readonly requirements?: Readonly<Record<string, RegExp | string>>;
  /**
   * Keys of `requirements` that generation checks (whenever a value is given) and recognition ignores: Rails
   * 2.3's optional `.:format` segment matched any format whatever its requirement.
   */
  readonly generationOnly?: readonly string[];
  /** Regexps the matcher applies that the user did not declare (a glob made non-greedy): not listed. */
  readonly implicitRequirements?: Readonly<Record<string, RegExp>>;
  /**
   * Keys of `implicitRequirements` that generation checks too: a map-style resource's `:id`, which Rails 2.3
   * gave the segment regexp `[^/.?]+` without listing it, so a dotted id failed to generate.
   */
  readonly generationChecked?: readonly string[];
  /** Fixed params, `controller` and `action` included when they are not path segments. */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /**
   * `true`: recognition gives a fixed controller as written (`Fm::Filemanager`), as Rails 2.3 did; otherwise
   * it is normalized as Rails 3.2's dispatcher did (`fm/filemanager`).
   */
  readonly controllerAsWritten?: boolean;
  /** `true`: generation writes a param's `/` as `%2F` even where its requirement accepts it (Rails 2.3). */
  readonly escapesSlashes?: boolean;
  /**
   * `true`: `controller` / `action` are the route's defaults for them even where the path has such a segment, and
   * `defaults` leaves them out, as Rails 4+'s route table shows them (`/:controller(/:action)` lists action
   * `index`). Otherwise they are null for a segment and a segment's default is listed in `defaults` (the
   * conformance corpus' Rails 3.2 form).
   */
  readonly targetFromDefaults?: boolean;
  /** Keys of `defaults` the user did not declare (a map-style glob's empty path): used, not listed. */
  readonly unlistedDefaults?: readonly string[];
  readonly conditions?: Conditions;
  /** `false`: the path is a prefix (Rails' `anchor: false`). */
  readonly anchor?: boolean;
  /** Request tests given as functions (`constraints: (req) => …`), run with the request context. */
  readonly guards?: readonly RequestGuard[];
  /** A handler to call instead of a controller action (`to: (ctx) => …`). */
  readonly endpoint?: Endpoint;
}

export type RequestGuard = (request: RequestContext) => boolean;
/**
 * How a route calls its guards: with the path params too (the fixed params under them, Rails'
 * `path_parameters`), which the block style's two-parameter constraints read (`(params, request) => …`).
 */
type GuardCall = (request: RequestContext, params: Readonly<Record<string, unknown>>) => boolean;
// The HTTP layer defines the handler's signature; the core only carries it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Endpoint = (...args: any[]) => unknown;

const NONE: Readonly<Record<string, never>> = Object.freeze({});
const NO_TESTS = Object.freeze([]) as readonly never[];
const NO_STRINGS = Object.freeze([]) as readonly string[];
const NO_GUARDS = Object.freeze([]) as readonly RequestGuard[];
/** A String requirement's regexp, one per string, so routes with the same constraint share their pattern. */
const stringRequirements = new Map<string, RegExp>();

/** Requirements as regexps: the same object when none is a string. */
function asRegExps(requirements: Readonly<Record<string, RegExp | string>>): Readonly<Record<string, RegExp>> {
  let out: Record<string, RegExp> | undefined;
  for (const key in requirements) {
    const value = requirements[key]!;
    if (typeof value !== 'string') continue;
    out ??= { ...(requirements as Record<string, RegExp>) };
    let regexp = stringRequirements.get(value);
    if (regexp === undefined) {
      // Bounded: a process drawing many tables of distinct strings keeps only the latest.
      if (stringRequirements.size >= 1024) stringRequirements.clear();
      stringRequirements.set(value, (regexp = new RegExp(escapeRegExp(value))));
    }
    out[key] = regexp;
  }
  return out ?? (requirements as Readonly<Record<string, RegExp>>);
}

/** Same keys in the same order, with the same values. */
function sameRecord(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(a);
  const others = Object.keys(b);
  if (keys.length !== others.length) return false;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== others[i] || a[keys[i]!] !== b[keys[i]!]) return false;
  return true;
}

/** Verb lists are shared between routes (frozen): a table of 10,000 routes has a handful of distinct ones. */
const oneVerb = new Map<string, readonly string[]>();
const severalVerbs = new Map<string, readonly string[]>();
function verbList(verbs: readonly string[]): readonly string[] {
  const single = verbs.length === 1;
  const lists = single ? oneVerb : severalVerbs;
  const key = single ? verbs[0]! : JSON.stringify(verbs);
  let list = lists.get(key);
  if (list === undefined) {
    list = Object.freeze(verbs.map((v) => v.toUpperCase()));
    if (lists.size < 1000) lists.set(key, list);
  }
  return list;
}

const isEmpty = (record: object | undefined) => {
  for (const key in record) if (Object.hasOwn(record, key)) return false;
  return true;
};

/**
 * The parts of a route that most routes have none of: no conditions, guards, endpoint or generation-only
 * requirements. Those routes share one frozen `Extras` (by their two flags) instead of holding eight fields
 * each: a table of 10,000 routes notices ~50 bytes a route.
 */
interface Extras {
  readonly generationOnly: readonly string[];
  readonly conditions: Conditions;
  /** The conditions as tests, compiled once: they run on every request that reaches this route. */
  readonly conditionTests: readonly (readonly [key: string, test: (value: string) => boolean])[];
  readonly guards: readonly RequestGuard[];
  readonly endpoint: Endpoint | null;
  readonly controllerAsWritten: boolean;
  readonly escapesSlashes: boolean;
  readonly targetFromDefaults: boolean;
  /** The declaration's `unlistedDefaults` (kept for `renamed`). */
  readonly unlistedDefaults: readonly string[];
}

const PLAIN_EXTRAS: readonly Extras[] = [false, true].flatMap((targetFromDefaults) =>
  [false, true].flatMap((escapesSlashes) =>
    [false, true].map((controllerAsWritten) =>
      Object.freeze({
        generationOnly: NO_STRINGS,
        conditions: NONE,
        conditionTests: NO_TESTS,
        guards: NO_GUARDS,
        endpoint: null,
        controllerAsWritten,
        escapesSlashes,
        targetFromDefaults,
        unlistedDefaults: NO_STRINGS,
      }),
    ),
  ),
);

/** One entry of the route table: verb + path pattern → controller#action, with an optional name. */
export class Route {
  readonly verbs: readonly string[];
  readonly path: string;
  readonly name: string | null;
  readonly pattern: PathPattern;
  /** The declared requirements, as declared: regexps, and strings that match exactly themselves. */
  readonly requirements: Readonly<Record<string, RegExp | string>>;
  /** The declared requirements as regexps (the same object as `requirements` when it holds no string). */
  readonly requirementRegExps: Readonly<Record<string, RegExp>>;
  /** What generation checks a param against: the listed requirements and `RouteInit.generationChecked`. */
  readonly generationRequirements: Readonly<Record<string, RegExp>>;
  /** Every fixed param, controller and action included: what recognition adds and helpers start from. */
  readonly allDefaults: Readonly<Record<string, unknown>>;
  /** Fixed params other than a fixed controller / action (a default for a `:controller` segment stays). */
  readonly defaults: Readonly<Record<string, unknown>>;
  /** `null` when the request supplies it through a `:controller` segment. */
  readonly controller: string | null;
  /** `null` when the request supplies it through an `:action` segment. */
  readonly action: string | null;
  /** What most routes have none of (see `Extras`). */
  private readonly extras: Extras;

  /** Requirements checked on generation only (see `RouteInit.generationOnly`). */
  get generationOnly(): readonly string[] {
    return this.extras.generationOnly;
  }

  get conditions(): Conditions {
    return this.extras.conditions;
  }

  get guards(): readonly RequestGuard[] {
    return this.extras.guards;
  }

  get endpoint(): Endpoint | null {
    return this.extras.endpoint;
  }

  /** Whether recognition gives the fixed controller as written (see `RouteInit.controllerAsWritten`). */
  get controllerAsWritten(): boolean {
    return this.extras.controllerAsWritten;
  }

  /**
   * Declared with `escapesSlashes` (map style, Rails 2.3): besides the segment rule, a glob value given by
   * name (url_for's hash) is escaped piece by piece (`generator.ts`' `namedGlobText`).
   */
  get escapesSlashes(): boolean {
    return this.extras.escapesSlashes;
  }

  // The declaration itself is not kept: a table of 10,000 routes would keep each one's objects alive
  // (~400 bytes a route). `renamed` rebuilds it from the route.
  constructor(init: RouteInit) {
    this.verbs = init.verbs?.length ? verbList(init.verbs) : NO_STRINGS;
    this.path = init.path;
    this.name = init.name ?? null;
    // Most routes have no requirements, conditions or guards: they share frozen empties (a table may have 10,000 routes).
    this.requirements = isEmpty(init.requirements) ? NONE : { ...init.requirements };
    const declared = (this.requirementRegExps = asRegExps(this.requirements));
    const generationOnly = init.generationOnly?.length ? [...init.generationOnly] : NO_STRINGS;
    // Requirements checked on generation only stay out of the pattern (map style's `.:format`).
    const matched = generationOnly.length
      ? Object.fromEntries(Object.entries(declared).filter(([k]) => !generationOnly.includes(k)))
      : declared;
    this.pattern = sharedPattern(init.pattern ?? init.path, {
      requirements: isEmpty(init.implicitRequirements) ? matched : { ...init.implicitRequirements, ...matched },
      anchor: init.anchor ?? true,
      slashWhenAccepted: !init.escapesSlashes,
    });
    const checked = init.generationChecked?.length
      ? { ...Object.fromEntries(init.generationChecked.flatMap((k) => (init.implicitRequirements?.[k] ? [[k, init.implicitRequirements[k]]] : []))), ...declared }
      : declared;
    // Often the same as the pattern's (a map-style member's `:id`): then that object, not one more a route.
    this.generationRequirements = checked !== declared && sameRecord(checked, this.pattern.requirements) ? this.pattern.requirements : checked;
    this.allDefaults = { ...init.defaults };
    const conditions = isEmpty(init.conditions) ? NONE : { ...init.conditions };
    const conditionTests = conditions === NONE ? NO_TESTS : Object.entries(conditions).map(([key, want]) => {
      if (typeof want === 'string') return [key, (have: string) => have === want] as const;
      const re = statelessRegExp(want);
      return [key, (have: string) => re.test(have)] as const;
    });
    const guards = init.guards?.length ? [...init.guards] : NO_GUARDS;
    const endpoint = init.endpoint ?? null;
    const pattern = this.pattern;
    const controllerParam = pattern.hasName('controller');
    const actionParam = pattern.hasName('action');
    const all = this.allDefaults;
    const targetFromDefaults = init.targetFromDefaults === true;
    this.controller = (controllerParam && !targetFromDefaults) || all.controller == null ? null : String(all.controller);
    const controllerAsWritten = Boolean(init.controllerAsWritten) && this.controller !== null;
    this.action = (actionParam && !targetFromDefaults) || all.action == null ? null : String(all.action);
    const escapesSlashes = init.escapesSlashes === true;
    const unlisted = init.unlistedDefaults?.length ? [...init.unlistedDefaults] : NO_STRINGS;
    this.extras =
      generationOnly === NO_STRINGS && conditions === NONE && guards === NO_GUARDS && endpoint === null && unlisted === NO_STRINGS
        ? PLAIN_EXTRAS[(controllerAsWritten ? 1 : 0) + (escapesSlashes ? 2 : 0) + (targetFromDefaults ? 4 : 0)]!
        : { generationOnly, conditions, conditionTests, guards, endpoint, controllerAsWritten, escapesSlashes, targetFromDefaults, unlistedDefaults: unlisted };
    // Listed defaults: all but the unlisted ones and a fixed controller / action (most routes have no other).
    let defaults: Record<string, unknown> | null = null;
    for (const key in all) {
      if (unlisted.includes(key) || (key === 'controller' && (!controllerParam || targetFromDefaults)) || (key === 'action' && (!actionParam || targetFromDefaults))) continue;
      // `__proto__` too as an own key (as `Object.fromEntries` made it).
      Object.defineProperty((defaults ??= {}), key, { value: all[key], writable: true, enumerable: true, configurable: true });
    }
    this.defaults = defaults ?? NONE;
  }

  /** The same route under another name (or none): a later route declared with a name takes it over. */
  renamed(name: string | null): Route {
    // Every field of a declaration, so that one added to `RouteInit` and not here fails to compile.
    const init: { readonly [K in keyof Required<RouteInit>]: RouteInit[K] } = {
      verbs: this.verbs,
      path: this.path,
      pattern: this.pattern.source,
      name,
      requirements: this.requirements,
      generationOnly: this.generationOnly,
      // The pattern's requirements: the implicit ones with the matched declared ones over them.
      implicitRequirements: this.pattern.requirements,
      // Implicit requirements that generation checks too are those it holds beyond the declared ones.
      generationChecked: Object.keys(this.generationRequirements).filter((k) => !Object.hasOwn(this.requirements, k)),
      defaults: this.allDefaults,
      controllerAsWritten: this.controllerAsWritten,
      escapesSlashes: this.escapesSlashes,
      targetFromDefaults: this.extras.targetFromDefaults,
      unlistedDefaults: this.extras.unlistedDefaults,
      conditions: this.conditions,
      anchor: this.pattern.anchored,
      guards: this.guards,
      endpoint: this.endpoint ?? undefined,
    };
    return new Route(init);
  }

  /** The verb as the route table shows it: `''` for any verb, one verb, or the list. */
  get verb(): string | string[] {
    if (this.verbs.length === 0) return '';
    return this.verbs.length === 1 ? this.verbs[0]! : [...this.verbs];
  }

  allowsVerb(verb: string): boolean {
    return this.verbs.length === 0 || this.verbs.includes(verb);
  }

  /**
   * Whether the request's host, subdomain, … satisfy the route's conditions and its guards (unchecked without a
   * context). `params`: the path params matched (guards get them with the fixed params under them).
   */
  meetsConditions(request: RequestContext | undefined, params: Readonly<Record<string, string>> = NONE): boolean {
    if (!request) return true;
    for (const [key, test] of this.extras.conditionTests) {
      const have = request[key];
      if (have !== undefined && !test(have)) return false;
    }
    const { guards } = this.extras;
    if (guards.length === 0) return true;
    const pathParameters = { ...this.allDefaults, ...params };
    return guards.every((guard) => (guard as GuardCall)(request, pathParameters));
  }

  /** `GET /posts/:id(.:format) posts#show` — for messages and logs. */
  toString(): string {
    const verb = this.verbs.length ? this.verbs.join('|') : 'ANY';
    return `${verb} ${this.path} ${this.controller ?? ':controller'}#${this.action ?? ':action'}`;
  }
}
