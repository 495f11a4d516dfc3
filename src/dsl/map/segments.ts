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

const FORMAT = /^\.(:format)?\//;
const PARAM = /^:(\w+)/;
const GLOB = /^\*(\w+)/;
const OPTIONAL_STATIC = /^\?(.*?)\?/;
const STATIC = /^[^/.?]+/;

/** Cuts a path (with its leading and trailing slash) into segments, as Rails 2.3's `segment_for` did. */
export function segmentsOf(path: string): Segment[] {
  const segments: Segment[] = [];
  let rest = path;
  const push = (kind: SegmentKind, text: string, optional: boolean, consumed: number) => {
    segments.push({ kind, text, optional });
    rest = rest.slice(consumed);
  };
  while (rest !== '') {
    let m: RegExpExecArray | null;
    if ((m = FORMAT.exec(rest))) push('format', 'format', true, m[0].length);
    else if ((m = PARAM.exec(rest))) push('param', m[1]!, false, m[0].length);
    else if ((m = GLOB.exec(rest))) push('glob', m[1]!, true, m[0].length);
    else if ((m = OPTIONAL_STATIC.exec(rest))) push('static', m[1]!, true, m[0].length);
    else if ((m = STATIC.exec(rest))) push('static', m[0], false, m[0].length);
    else push('divider', rest[0]!, rest[0] === '/', 1);
  }
  return segments;
}

/** The names of the segments that hold params (Rails' path keys). */
export const paramNames = (segments: readonly Segment[]): string[] =>
  segments.filter((s) => s.kind === 'param' || s.kind === 'glob' || s.kind === 'format').map((s) => s.text);

/**
 * Rails' defaults for `:action` (`index`, unless its requirement cannot match `index`) and `:id` (optional
 * without a default or requirement), then the rule that only a trailing run of segments can be optional.
 * `requirementOf` also sees requirements that are not listed (a resource's implicit `:id` pattern).
 */
export function settleOptionality(segments: readonly Segment[], requirementOf: (name: string) => RegExp | undefined): void {
  for (const segment of segments) {
    if (segment.kind !== 'param') continue;
    const regexp = requirementOf(segment.text);
    if (segment.text === 'action' && (!regexp || statelessRegExp(regexp).exec('index')?.[0] === 'index')) {
      segment.default ??= 'index';
      segment.optional = true;
    } else if (segment.text === 'id' && ((segment.default === undefined && !regexp) || (regexp && statelessRegExp(regexp).test('')))) {
      segment.optional = true;
    }
  }
  let allowOptional = true;
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i]!;
    allowOptional &&= segment.optional;
    if (!allowOptional && segment.optional) segment.optional = false;
    else if (allowOptional && segment.default !== undefined) segment.optional = true;
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
