/**
 * A route shape read without a RegExp: `static param static param … [(.suffix)]`, where every param ends at
 * a character it cannot contain and the static text after it starts with (`/` or `.`). Under those rules a
 * param's end is the first such character, so one left-to-right scan finds the only way the route's regexp
 * could match, and the params it would capture.
 *
 * `layout.ts` decides which routes qualify; everything else keeps its regexp.
 */

/** `[^/.?]+`, the default: stops at `/`, `.` or `?`, and is never empty. */
export const STOP_DEFAULT = 0;
/** A requirement that cannot match `/` or `.`: the value ends at the first of them, then is tested. */
export const STOP_SLASH_DOT = 1;
/** A requirement that cannot match `/` but may match `.`: the value ends at the next `/`, then is tested. */
export const STOP_SLASH = 2;

export interface ParamStep {
  readonly name: string;
  readonly stop: number;
  /** `^(?:requirement)$` with the route's flags; null for the default. */
  readonly test: RegExp | null;
}

export type Params = Record<string, string>;

// Raw values of the current scan. Shared on purpose (no allocation per attempt): a scan runs no user code
// between filling and reading it, so a guard that recognizes another path cannot interleave.
const scratch: string[] = [];

function scan(path: string, from: number, stop: number): number {
  const n = path.length;
  let i = from;
  // Plain charCode loops beat indexOf here: the param ends at whichever of several characters comes first.
  if (stop === STOP_DEFAULT) {
    for (; i < n; i++) {
      const c = path.charCodeAt(i);
      if (c === 47 || c === 46 || c === 63) break;
    }
  } else if (stop === STOP_SLASH_DOT) {
    for (; i < n; i++) {
      const c = path.charCodeAt(i);
      if (c === 47 || c === 46) break;
    }
  } else {
    const slash = path.indexOf('/', from);
    i = slash === -1 ? n : slash;
  }
  return i;
}

export class SegmentProgram {
  private readonly names: readonly string[];
  private readonly stops: readonly number[];
  private readonly tests: readonly (RegExp | null)[];

  /**
   * @param statics `statics[k]` comes before param `k`; the last one ends the shape (may be empty).
   * @param decodeFailed runs the route's own regexp match, which throws the `MalformedPath` the reference
   *   engine throws (same message, same param), so both engines fail the same requests the same way.
   */
  constructor(
    private readonly statics: readonly string[],
    params: readonly ParamStep[],
    private readonly suffix: ParamStep | null,
    private readonly anchored: boolean,
    private readonly decodeFailed: (path: string) => Params | null,
  ) {
    this.names = params.map((p) => p.name);
    this.stops = params.map((p) => p.stop);
    this.tests = params.map((p) => p.test);
  }

  exec(path: string): Params | null {
    const statics = this.statics;
    const first = statics[0]!;
    if (!path.startsWith(first)) return null;
    let pos = first.length;
    const count = this.names.length;
    for (let k = 0; k < count; k++) {
      const stop = this.stops[k]!;
      const end = scan(path, pos, stop);
      const test = this.tests[k]!;
      const value = path.slice(pos, end);
      if (test === null ? end === pos : !test.test(value)) return null;
      scratch[k] = value;
      pos = end;
      const text = statics[k + 1]!;
      if (text.length !== 0) {
        if (!path.startsWith(text, pos)) return null;
        pos += text.length;
      }
    }
    let suffixValue: string | undefined;
    const suffix = this.suffix;
    // `(?:\.(x))?` is greedy, but skipping it can never help: the end check would then face the `.`.
    if (suffix !== null && path.charCodeAt(pos) === 46) {
      const end = scan(path, pos + 1, suffix.stop);
      const value = path.slice(pos + 1, end);
      if (suffix.test === null ? end !== pos + 1 : suffix.test.test(value)) {
        suffixValue = value;
        pos = end;
      }
    }
    if (pos !== path.length && (this.anchored || path.charCodeAt(pos) !== 47)) return null;

    const params: Params = {};
    for (let k = 0; k < count; k++) {
      const raw = scratch[k]!;
      if (raw.indexOf('%') === -1) params[this.names[k]!] = raw;
      else {
        const decoded = decode(raw);
        if (decoded === null) return this.decodeFailed(path);
        params[this.names[k]!] = decoded;
      }
    }
    if (suffixValue !== undefined) {
      if (suffixValue.indexOf('%') === -1) params[suffix!.name] = suffixValue;
      else {
        const decoded = decode(suffixValue);
        if (decoded === null) return this.decodeFailed(path);
        params[suffix!.name] = decoded;
      }
    }
    return params;
  }
}

function decode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
