import type { PatternNode } from '../../pattern/ast.js';
import { isDefaultParam, type PathPattern } from '../../pattern/path-pattern.js';
import type { Route } from '../../route.js';
import { mayMatchSlash } from '../engine/requirement-shape.js';
import { segmentRequirement, type SegmentTest } from './segment-requirement.js';
import { own } from '../../own.js';

/**
 * The shape of a *plain* route: whole segments that are fixed text or a param with the default requirement
 * (or one the engine tests on the segment's text: `segmentRequirement`),
 * and at most an optional `(.:format)` at the end — what resources, member and collection routes and most
 * hand-written routes are. The segment engine matches these by comparing segments, with no regexp. A route
 * with optional groups of whole segments has one shape per way of taking them (`alternativeShapes`); every
 * other route is left to the fast engine.
 */
export interface Shape {
  /** Per path segment: its fixed text, or null for a param. `/` has none. */
  readonly segments: readonly (string | null)[];
  /** Param names, in path order (one per null segment). */
  readonly names: readonly string[];
  /**
   * Per param, in path order, the test of its requirement (`segmentRequirement`), or null for the
   * default one; null when no param has one (most routes).
   */
  readonly tests: readonly (SegmentTest | null)[] | null;
  /**
   * A param has a requirement that can't match `/` but may match a `.` (`[^/]+`): the trie finds the route's
   * place by its segments, and the route's own regexp decides, and gives the params (the format's split then
   * follows the regexp's backtracking). Such a shape's `tests` are an empty list and its `format` is true
   * (a dotted last segment reaches the regexp), whatever the route's path.
   */
  readonly verify: boolean;
  /** Ends with the optional `(.:format)` (or `verify`). */
  readonly format: boolean;
  /** Verb bits (`verbBit`) the route takes. */
  readonly mask: number;
}

/** Bits of the verbs routes name; any other request verb is `OTHER`. */
export const VERB_BITS: Readonly<Record<string, number>> = { GET: 1, HEAD: 2, POST: 4, PUT: 8, PATCH: 16, DELETE: 32, OPTIONS: 64 };
export const OTHER_VERB = 128;
const ANY_VERB = 255;

/** A request verb's bit. Verbs from HTTP parsers are interned upper-case strings: the switch is a few compares. */
export function verbBit(verb: string): number {
  switch (verb) {
    case 'GET':
      return 1;
    case 'POST':
      return 4;
    case 'PUT':
      return 8;
    case 'DELETE':
      return 32;
    case 'PATCH':
      return 16;
    case 'HEAD':
      return 2;
    case 'OPTIONS':
      return 64;
    default:
      return OTHER_VERB;
  }
}

/**
 * A verb's bit as the route set reads verbs: in any case, and none as GET. Lower-case verbs (`recognize('get',
 * …)`, as Rails' own tests write them) are matched without making an upper-case copy.
 */
export function requestVerbBit(verb: string): number {
  const bit = verbBit(verb);
  if (bit !== OTHER_VERB) return bit;
  switch (verb) {
    case 'get':
    case '':
      return 1;
    case 'post':
      return 4;
    case 'put':
      return 8;
    case 'delete':
      return 32;
    case 'patch':
      return 16;
    case 'head':
      return 2;
    case 'options':
      return 64;
    default:
      return verbBit(verb.toUpperCase());
  }
}

/**
 * Characters a normal path segment may hold as they are (`normalizePath` leaves them alone): printable ASCII
 * but `/`, `#`, `%` and `?`. A `%` is left to the fast engine, which decodes.
 */
export function isPlainChar(c: number): boolean {
  return c > 0x20 && c < 0x7f && c !== 35 && c !== 37 && c !== 47 && c !== 63;
}

const isPlainText = (text: string) => {
  for (let i = 0; i < text.length; i++) if (!isPlainChar(text.charCodeAt(i)) || text.charCodeAt(i) === 46) return false;
  return text.length > 0;
};

const isFormatGroup = (node: PatternNode | undefined) =>
  node?.type === 'optional' &&
  node.nodes.length === 2 &&
  node.nodes[0]!.type === 'static' &&
  node.nodes[0]!.value === '.' &&
  node.nodes[1]!.type === 'param' &&
  node.nodes[1]!.name === 'format';

/**
 * The route's shape, or null when it is not plain: request conditions or guards, a verb outside `VERB_BITS`,
 * a glob, a requirement (declared or implicit) other than a segment one, `anchor: false`, other optional groups, a param sharing a
 * segment with text (`/posts-:id`), fixed text with a `.`, `%` or characters that need encoding, or a param
 * named `controller` or `action` (which the route set treats specially; `__proto__` is refused by the parser).
 */
export function shapeOf(route: Route): Shape | null {
  const mask = requestMask(route);
  if (mask === null) return null;
  const { pattern } = route;
  // Routes with the same path share a pattern (`sharedPattern`), and then its reading: the first route's
  // shape is kept for the others (the same shape when the verbs are the same too).
  const first = firstShapes.get(pattern);
  if (first === undefined) {
    const read = readPattern(pattern);
    const shape = read === null ? null : { segments: read.segments, names: read.names, tests: read.tests, verify: read.verify, format: read.format, mask };
    firstShapes.set(pattern, shape);
    return shape;
  }
  if (first === null || first.mask === mask) return first;
  return { segments: first.segments, names: first.names, tests: first.tests, verify: first.verify, format: first.format, mask };
}

/** The most ways a route's optional groups may be taken (`alternativeShapes`); more go to the fast engine. */
export const MAX_ALTERNATIVES = 8;

/**
 * For a route that is plain but for optional groups of whole segments (`scope '(:locale)'` gives
 * `(/:locale)/posts/:id(.:format)`): one shape for each way of taking the groups, in or out, in the order the
 * route's regexp tries them (a group in before out, the leftmost group first). Each spans its own number of
 * segments or, where two span the same (`/a(/:x)/b(/:y)` on `/a/b/b`), the earlier one in that order is the
 * regexp's answer: the trie gets them at fractional indexes in that order (`index + k / MAX_ALTERNATIVES`).
 * Null when a way gives no shape (a group inside a segment, `/(:locale)` out with a format) or there are more
 * than `MAX_ALTERNATIVES` ways. (A route to verify is judged by its regexp, which takes the groups itself.)
 */
export function alternativeShapes(route: Route): readonly Shape[] | null {
  const mask = requestMask(route);
  if (mask === null) return null;
  let readings = alternatives.get(route.pattern);
  if (readings === undefined) alternatives.set(route.pattern, (readings = readAlternatives(route.pattern)));
  return readings === null ? null : readings.map((read) => ({ ...read, mask }));
}

const alternatives = new WeakMap<PathPattern, readonly Reading[] | null>();

function readAlternatives(pattern: PathPattern): readonly Reading[] | null {
  if (!pattern.anchored) return null;
  const format = hasFormatGroup(pattern);
  const ast = pattern.ast;
  const body = format ? ast.slice(0, -1) : ast;
  if (!body.some((node) => node.type === 'optional')) return null;
  const ways = waysOf(body);
  if (ways === null) return null;
  const readings: Reading[] = [];
  for (const nodes of ways) {
    const read = readNodes(nodes, nodes.length, pattern.requirements, format);
    if (read === null) return null;
    readings.push(read);
  }
  return readings;
}

/** The node lists of each way of taking the optional groups, in the regexp's order; null past `MAX_ALTERNATIVES`. */
function waysOf(nodes: readonly PatternNode[]): PatternNode[][] | null {
  let ways: PatternNode[][] = [[]];
  for (const node of nodes) {
    if (node.type !== 'optional') {
      for (const way of ways) way.push(node);
      continue;
    }
    const inner = waysOf(node.nodes);
    if (inner === null) return null;
    const next: PatternNode[][] = [];
    for (const way of ways) {
      for (const taken of inner) next.push([...way, ...taken]);
      next.push([...way]);
    }
    if (next.length > MAX_ALTERNATIVES) return null;
    ways = next;
  }
  return ways;
}

/**
 * The verb bits of a route whose request side the segment engine can take (no conditions or guards, only
 * verbs in `VERB_BITS`), or null: what `shapeOf` takes from the route besides its pattern.
 */
export function requestMask(route: Route): number | null {
  if (route.guards.length > 0 || hasKeys(route.conditions)) return null;
  const verbs = route.verbs;
  let mask = verbs.length === 0 ? ANY_VERB : 0;
  for (let i = 0; i < verbs.length; i++) {
    const bit = VERB_BITS[verbs[i]!];
    if (bit === undefined) return null;
    mask |= bit;
  }
  return mask;
}

/** What a shape takes from the pattern alone. */
type Reading = Omit<Shape, 'mask'>;
const firstShapes = new WeakMap<PathPattern, Shape | null>();

function readPattern(pattern: PathPattern): Reading | null {
  if (!pattern.anchored) return null;
  const ast = pattern.ast;
  const format = hasFormatGroup(pattern);
  return readNodes(ast, format ? ast.length - 1 : ast.length, pattern.requirements, format);
}

/** Ends with the optional `(.:format)`, with no requirement of its own. */
const hasFormatGroup = (pattern: PathPattern) => isFormatGroup(pattern.ast[pattern.ast.length - 1]) && pattern.requirements.format === undefined;

/** The shape the first `end` nodes give, before the optional `(.:format)` when `format`; null when they give none. */
function readNodes(ast: readonly PatternNode[], end: number, requirements: Readonly<Record<string, RegExp>>, format: boolean): Reading | null {
  // One pass over the nodes, cutting fixed text at `/` (no `split`: this runs for every route of a table).
  // `current` is the open segment: undefined before the leading `/`, its text so far, or null for a param
  // (which must fill it).
  const segments: (string | null)[] = [];
  const names: string[] = [];
  let tests: (SegmentTest | null)[] | null = null;
  let verify = false;
  let current: string | null | undefined;
  for (let i = 0; i < end; i++) {
    const node = ast[i]!;
    if (node.type === 'param') {
      const test = current === '' ? paramTest(node.name, requirements, names, format) : undefined;
      if (test === undefined) return null;
      if (test === VERIFY) verify = true;
      if (test !== null && test !== VERIFY) (tests ??= names.map(() => null))[names.length] = test;
      else tests?.push(null);
      current = null;
      names.push(node.name);
    } else if (node.type === 'static') {
      const text = node.value;
      let slash = text.indexOf('/');
      if (slash !== 0) {
        // Text going on with the open segment: not before the leading `/`, not after a param.
        if (current === undefined || current === null) return null;
        current += slash === -1 ? text : text.slice(0, slash);
      }
      while (slash !== -1) {
        if (current !== undefined && !closeSegment(segments, current)) return null;
        const next = text.indexOf('/', slash + 1);
        current = next === -1 ? text.slice(slash + 1) : text.slice(slash + 1, next);
        slash = next;
      }
    } else return null;
  }
  if (current === undefined) return null;
  // `/` alone: the root, with no segment (and with a format, `/.json`).
  if (current === '' && segments.length === 0 && end === 1) return { segments: [], names: [], tests: null, verify, format };
  // Lists of exact length (`push` leaves spare room, and every route keeps its shape).
  if (!closeSegment(segments, current)) return null;
  if (verify) return { segments: segments.slice(), names: names.slice(), tests: [], verify, format: true };
  return { segments: segments.slice(), names: names.slice(), tests: tests?.slice() ?? null, verify, format };
}

/** Ends the open segment: a param, or fixed text that is plain. False when the text is not. */
function closeSegment(segments: (string | null)[], current: string | null): boolean {
  if (current !== null && !isPlainText(current)) return false;
  segments.push(current);
  return true;
}

/**
 * How the engine tests a param: null for the default requirement (none, or the default spelt out: the map
 * style's resources give `:id` `[^/.?]+` so generation checks it), its test for a requirement the engine can
 * test on a segment (`segmentRequirement`), `VERIFY` for another requirement that can't match `/`
 * (`Shape.verify`), undefined when the engine can't place the param (special to the route set, repeated, or a
 * requirement that may match `/`).
 */
function paramTest(name: string, requirements: Readonly<Record<string, RegExp>>, names: readonly string[], format: boolean): SegmentTest | typeof VERIFY | null | undefined {
  if (name === 'controller' || name === 'action' || (format && name === 'format') || names.includes(name)) return undefined;
  const requirement = own(requirements, name);
  if (requirement === undefined || isDefaultParam(requirement)) return null;
  return segmentRequirement(requirement) ?? (mayMatchSlash(requirement) ? undefined : VERIFY);
}

/** `paramTest`'s answer for a requirement that can't match `/` but that only the route's regexp can judge. */
const VERIFY = 'verify';


function hasKeys(record: object): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return true;
  return false;
}
