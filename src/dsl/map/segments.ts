/**
 * Rails 2.3's reading of a route path (its RouteBuilder), kept apart from our pattern syntax: a path is cut
 * into segments, and which of them are optional follows from rules rather than from parentheses:
 * - a `/` divider is optional, a `.` divider is not;
 * - a param is optional when it has a default; `:action` defaults to `index`, and `:id` without a default
 *   or requirement is optional; a glob is optional (it defaults to the empty path); `.:format` at the end
 *   is optional;
 * - only a tail of optional segments stays optional (a segment before a required one is required).
 * The result is written in our syntax (`/:controller(/:action(/:id))`) so the one matcher and generator
 * serve both styles.
 */
import { statelessRegExp } from '../../pattern/regexp-text.js';

export type SegmentKind = 'divider' | 'static' | 'param' | 'glob' | 'format';

export interface Segment {
  readonly kind: SegmentKind;
  /** The divider or static text, or the param name (`format` for the format segment). */
  readonly text: string;
  optional: boolean;
  default?: string;
  regexp?: RegExp;
}

/** Cuts a path (with its leading and trailing slash) into segments, as Rails 2.3's `segment_for` did. */
export function segmentsOf(path: string): Segment[] {
  // Rails tried, at each position: `.` or `.:format` before a `/` (the format), `:name`, `*name`, `?text?`
  // (optional static text, on one line), a run of text without `/`, `.` or `?`, and else one character as a
  // divider. The same choices, read by position (no regexp or slice per segment: a table has thousands).
  const segments: Segment[] = [];
  const n = path.length;
  let i = 0;
  while (i < n) {
    const c = path.charCodeAt(i);
    let end: number;
    let segment: Segment;
    if (c === DOT && (path.startsWith('/', i + 1) || path.startsWith(':format/', i + 1))) {
      end = path.charCodeAt(i + 1) === SLASH ? i + 2 : i + 9;
      segment = { kind: 'format', text: 'format', optional: true };
    } else if ((c === COLON || c === STAR) && (end = wordEnd(path, i + 1)) > i + 1) {
      const name = path.slice(i + 1, end);
      segment = c === COLON ? { kind: 'param', text: name, optional: false } : { kind: 'glob', text: name, optional: true };
    } else if (c === QUESTION && (end = optionalTextEnd(path, i + 1)) !== -1) {
      segment = { kind: 'static', text: path.slice(i + 1, end), optional: true };
      end++;
    } else if ((end = textEnd(path, i)) > i) {
      segment = { kind: 'static', text: path.slice(i, end), optional: false };
    } else {
      end = i + 1;
      segment = { kind: 'divider', text: path[i]!, optional: c === SLASH };
    }
    segments.push(segment);
    i = end;
  }
  return segments;
}

const [SLASH, DOT, COLON, STAR, QUESTION] = ['/', '.', ':', '*', '?'].map((c) => c.charCodeAt(0)) as [number, number, number, number, number];

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isLineEnd = (c: number) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/** Where a run of word characters (`\w`) from `from` ends. */
function wordEnd(path: string, from: number): number {
  let i = from;
  while (i < path.length && isWordChar(path.charCodeAt(i))) i++;
  return i;
}

/** The closing `?` of optional text opened before `from` (the text on one line), or -1. */
function optionalTextEnd(path: string, from: number): number {
  for (let i = from; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === QUESTION) return i;
    if (isLineEnd(c)) return -1;
  }
  return -1;
}

/** Where a run of text without `/`, `.` or `?` from `from` ends. */
function textEnd(path: string, from: number): number {
  let i = from;
  while (i < path.length) {
    const c = path.charCodeAt(i);
    if (c === SLASH || c === DOT || c === QUESTION) break;
    i++;
  }
  return i;
}

/**
 * Rails' optional params: `:action` (it means `index`, unless its requirement cannot match `index`) and `:id`
 * (without a requirement, or with one matching the empty string), then the rule that only a trailing run of
 * segments can be optional.
 * `requirementOf` also sees requirements that are not listed (a resource's implicit `:id` pattern).
 */
export function settleOptionality(segments: readonly Segment[], requirementOf: (name: string) => RegExp | undefined): void {
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind !== 'param') continue;
    const regexp = requirementOf(segment.text);
    // (A segment with a default is optional already: the builder made it so when it gave the default. The
    // implied `index` of :action is left to recognition, so it is not written into the segment.)
    if (segment.text === 'action' && (!regexp || statelessRegExp(regexp).exec('index')?.[0] === 'index')) segment.optional = true;
    else if (segment.text === 'id' && (!regexp || statelessRegExp(regexp).test(''))) segment.optional = true;
  }
  let allowOptional = true;
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i]!;
    allowOptional &&= segment.optional;
    if (!allowOptional) segment.optional = false;
  }
}

const written = (segment: Segment): string => {
  switch (segment.kind) {
    case 'param':
      return `:${segment.text}`;
    case 'glob':
      return `*${segment.text}`;
    case 'format':
      return '.:format';
    default:
      return segment.text;
  }
};

/** The path as the route table shows it: the declaration, `.:format` at the end written `(.:format)`. */
export function displayPath(segments: readonly Segment[]): string {
  const out = segments.map((s) => (s.kind === 'format' ? '(.:format)' : s.kind === 'static' && s.optional ? `?${s.text}?` : written(s))).join('');
  return out.length > 1 ? out.replace(/\/$/, '') : out;
}

/**
 * The pattern in our syntax: every optional segment opens a group that closes at the end, an optional `/`
 * shares its group with the segment after it. The first `/` is always written (a request path always has
 * it), the last one never (request paths are normalized without it).
 */
export function matchPattern(segments: readonly Segment[]): string {
  let out = '';
  let open = 0;
  let dividerOpened = false;
  segments.forEach((segment, i) => {
    if (i > 0 && i === segments.length - 1 && segment.kind === 'divider' && segment.text === '/') return;
    if (!segment.optional || (i === 0 && segment.kind === 'divider')) {
      out += written(segment);
    } else if (dividerOpened) {
      out += written(segment);
      dividerOpened = false;
      return;
    } else {
      out += `(${written(segment)}`;
      open++;
      dividerOpened = segment.kind === 'divider';
      return;
    }
    dividerOpened = false;
  });
  return (out || '/') + ')'.repeat(open);
}
