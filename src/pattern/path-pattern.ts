import { MalformedPath } from '../errors.js';
import { collectNames, hasName, type PatternNode } from './ast.js';
import { canonicalPath, decodeSegment, escapeSegment } from './escape.js';
import { checkPattern, parsePattern, pathHasName } from './parse.js';
import { countGroups, inlineSource, needsUnicode, satisfies } from './requirement.js';
import { escapeRegExp } from './regexp-text.js';
import { own } from '../own.js';

export interface PatternOptions {
  /** Regexps for params, spliced in place of the default `[^/.?]+` (params) or `.+` (globs). */
  readonly requirements?: Readonly<Record<string, RegExp>>;
  /** `false` matches any path that starts with the pattern at a segment boundary (Rails' `anchor: false`). */
  readonly anchor?: boolean;
  /**
   * `false`: a param's `/` is always written `%2F` (Rails 2.3's segments escaped it whatever the requirement);
   * by default it is kept when the param's requirement accepts the value (3.2). Globs keep it either way.
   */
  readonly slashWhenAccepted?: boolean;
}

const DEFAULT_PARAM = '[^/.?]+';

const NO_NAMES: ReadonlySet<string> = new Set();
const NO_REQUIREMENTS: Readonly<Record<string, RegExp>> = Object.freeze({});

interface Listed {
  readonly names: readonly string[];
  readonly requiredNames: readonly string[];
  readonly globNames: ReadonlySet<string>;
}

/** A requirement that is the default param regexp (`[^/.?]+`, no flags): splicing it in cannot fail. */
export const isDefaultParam = (requirement: RegExp): boolean =>
  (requirement.source === '[^/.?]+' || requirement.source === '[^\\/.?]+') && requirement.flags === '';

function listNames(ast: readonly PatternNode[]): Listed {
  const names = collectNames(ast);
  const globs = names.filter((n) => n.glob);
  return {
    names: names.map((n) => n.name),
    requiredNames: names.filter((n) => !n.optional).map((n) => n.name),
    // Most patterns have no glob: they share one empty set.
    globNames: globs.length ? new Set(globs.map((n) => n.name)) : NO_NAMES,
  };
}

interface Compiled {
  readonly regexp: RegExp;
  readonly captures: readonly (readonly [name: string, group: number])[];
}
const DEFAULT_GLOB = '.+';

/**
 * A route path, parsed at declaration time (its regexp compiled then too when it has requirements, else on
 * first use). `match` reads params out of a request path;
 * `format` writes params into a path, dropping optional groups whose params are not all given.
 */
export class PathPattern {
  /** The nodes, parsed on first read (the source is checked when the pattern is made). */
  private parsed: readonly PatternNode[] | null = null;
  private compiled: Compiled | null = null;
  /** The requirement of each param that has one (declared or implicit); the rest use the defaults. */
  readonly requirements: Readonly<Record<string, RegExp>>;
  /** False for a prefix pattern (`anchor: false`). */
  readonly anchored: boolean;
  private readonly slashWhenAccepted: boolean;
  /** The lists below, made on first use: drawing and matching a large table need none of them. */
  private listed: Listed | null = null;
  private prefix: string | undefined;

  constructor(
    readonly source: string,
    options: PatternOptions = {},
  ) {
    checkPattern(source);
    const requirements = options.requirements ?? NO_REQUIREMENTS;
    this.requirements = requirements;
    this.anchored = options.anchor !== false;
    this.slashWhenAccepted = options.slashWhenAccepted !== false;
    // Requirements can make the combined regexp invalid (`u`-flag syntax, duplicate group names): compiled
    // now, so the declaration fails where it is written. Without them, compiling cannot fail.
    // (The default param requirement spelt out, as map-style resources give `:id`, cannot make it invalid.)
    for (const key in requirements) {
      if (!Object.hasOwn(requirements, key) || isDefaultParam(requirements[key]!)) continue;
      this.compiled = this.compile();
      break;
    }
  }

  /** Whether a pattern made with these options would be this one (same requirement objects, flags). */
  sameAs(source: string, options: PatternOptions): boolean {
    if (source !== this.source || (options.anchor !== false) !== this.anchored || (options.slashWhenAccepted !== false) !== this.slashWhenAccepted) return false;
    const mine = this.requirements;
    const theirs = options.requirements ?? NO_REQUIREMENTS;
    let count = 0;
    for (const key in theirs) {
      if (!Object.hasOwn(theirs, key)) continue;
      if (!Object.hasOwn(mine, key) || mine[key] !== theirs[key]) return false;
      count++;
    }
    for (const key in mine) if (Object.hasOwn(mine, key)) count--;
    return count === 0;
  }

  /**
   * The parsed path. Read on first use: a table's routes are parsed when their branch of the matcher is built
   * or their helper first called, not when they are drawn.
   */
  get ast(): readonly PatternNode[] {
    return (this.parsed ??= parsePattern(this.source));
  }

  /** Param and glob names in path order. */
  get names(): readonly string[] {
    return (this.listed ??= listNames(this.ast)).names;
  }

  /** Names outside every optional group: generation fails without them. */
  get requiredNames(): readonly string[] {
    return (this.listed ??= listNames(this.ast)).requiredNames;
  }

  get globNames(): ReadonlySet<string> {
    return (this.listed ??= listNames(this.ast)).globNames;
  }

  /** The literal text every matching path starts with (up to the first param or optional group). */
  get staticPrefix(): string {
    if (this.prefix === undefined) {
      const first = this.ast[0];
      this.prefix = first?.type === 'static' ? canonicalPath(first.value) : '';
    }
    return this.prefix;
  }

  /** Whether the pattern has a param or glob of this name (in an optional group or not). */
  hasName(name: string): boolean {
    return this.parsed === null ? pathHasName(this.source, name) : hasName(this.parsed, name);
  }

  /**
   * The anchored regexp `match` runs, compiled on first use: drawing a large table compiles none, and routes
   * the segment engine matches by their segments never need one.
   */
  get regexp(): RegExp {
    return (this.compiled ??= this.compile()).regexp;
  }

  private get captures(): readonly (readonly [name: string, group: number])[] {
    return (this.compiled ??= this.compile()).captures;
  }

  private compile(): Compiled {
    const requirements = this.requirements;
    const captures: [string, number][] = [];
    let group = 0;
    let unicode = false;
    const compile = (nodes: readonly PatternNode[]): string =>
      nodes
        .map((node) => {
          switch (node.type) {
            case 'static':
              return escapeRegExp(canonicalPath(node.value));
            case 'optional':
              return `(?:${compile(node.nodes)})?`;
            default: {
              const requirement = own(requirements, node.name);
              const body = requirement ? inlineSource(requirement) : node.type === 'glob' ? DEFAULT_GLOB : DEFAULT_PARAM;
              if (requirement && needsUnicode(requirement)) unicode = true;
              captures.push([node.name, ++group]);
              group += requirement ? countGroups(body) : 0;
              return `(${body})`;
            }
          }
        })
        .join('');
    const body = compile(this.ast);
    return { regexp: new RegExp(`^${body}${this.anchored ? '$' : '(?=/|$)'}`, unicode ? 'u' : ''), captures };
  }

  /**
   * Params of a normalized request path (see `canonicalPath`), percent-decoded, or null. Throws
   * `MalformedPath` on bad escapes.
   */
  match(path: string): Record<string, string> | null {
    const m = this.regexp.exec(path);
    if (!m) return null;
    const params: Record<string, string> = {};
    for (const [name, group] of this.captures) {
      const raw = m[group];
      if (raw === undefined) continue;
      try {
        params[name] = decodeSegment(raw);
      } catch {
        throw new MalformedPath(`Malformed percent-encoding in ${JSON.stringify(path)} (param :${name})`);
      }
    }
    return params;
  }

  /**
   * Whether a param's value keeps its `/`: always for a glob or `:controller` (a controller name spans
   * segments, `admin/users`), never for a param left to the default regexp (generation escapes it), and for
   * one with a requirement when the requirement accepts the value (Rails 3.2 kept it always; 4+ never).
   */
  slashOf(name: string): boolean | RegExp {
    if (this.globNames.has(name) || name === 'controller') return true;
    return this.slashWhenAccepted ? (own(this.requirements, name) ?? false) : false;
  }

  /**
   * Writes `values` (already strings) into the path. An optional group is written only when every param in
   * it is given and some given param is still unplaced — Rails' rule, so `/people(/:id)(.:format)` with no
   * format drops `(.:format)`. Returns null when a required param is missing.
   */
  format(values: Readonly<Record<string, string>>): string | null {
    const given = this.names.filter((n) => values[n] !== undefined).length;
    const consumed = new Set<string>();
    const render = (nodes: readonly PatternNode[]): string | null => {
      let out = '';
      for (const node of nodes) {
        if (node.type === 'static') {
          out += canonicalPath(node.value);
        } else if (node.type === 'optional') {
          if (consumed.size >= given) continue;
          const before = new Set(consumed);
          const part = render(node.nodes);
          if (part === null) {
            consumed.clear();
            for (const n of before) consumed.add(n);
          } else {
            out += part;
          }
        } else {
          const value = values[node.name];
          if (value === undefined) return null;
          consumed.add(node.name);
          const slash = this.slashOf(node.name);
          out += escapeSegment(value, typeof slash === 'boolean' ? slash : value.includes('/') && satisfies(slash, value));
        }
      }
      return out;
    };
    return render(this.ast);
  }
}

/**
 * The last few patterns made, for `sharedPattern`. Routes declared together often have the same path
 * (`GET`, `PUT` and `DELETE /posts/:id(.:format)`): they share one pattern, which a table of 10,000 routes
 * notices. A short list, not a cache of every pattern: it keeps at most eight alive past their routes.
 */
const recent: (PathPattern | undefined)[] = new Array<PathPattern | undefined>(8).fill(undefined);
let next = 0;

/** A pattern for `source` and `options`: one of the last few made when it is the same, else a new one. */
export function sharedPattern(source: string, options: PatternOptions): PathPattern {
  for (let i = 0; i < recent.length; i++) if (recent[i]?.sameAs(source, options)) return recent[i]!;
  const pattern = new PathPattern(source, options);
  recent[next] = pattern;
  next = (next + 1) % recent.length;
  return pattern;
}
