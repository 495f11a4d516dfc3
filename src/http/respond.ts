import { byteLength } from './bytes.js';
import type { HeaderTarget, ResponseSink } from './exchange.js';

/** A header for every answer: its name, the name lower-cased (for comparisons), its value. */
export type DefaultHeader = readonly [name: string, lower: string, value: string];

/**
 * The headers every answer of one request carries unless the app set them (the security headers). They are
 * not set when the request comes in but written with the answer's own headers in one `writeHead` call, which
 * node:http takes as it is; a `setHeader` per header first stores each (measured: six headers cost a bare
 * server ~1.2 µs a request that way, nothing in one `writeHead`). Code handed the raw response (an action
 * reading `context.response`) gets them set at once (`setOn`), so it sees them and may change or remove one.
 */
export class DefaultHeaders {
  private pending: readonly DefaultHeader[] | null;

  constructor(headers: readonly DefaultHeader[]) {
    this.pending = headers.length > 0 ? headers : null;
  }

  /** The list for `new DefaultHeaders`, made once per handler from `[name, value]` pairs. */
  static list(headers: readonly (readonly [string, string])[]): readonly DefaultHeader[] {
    return headers.map(([name, value]) => [name, name.toLowerCase(), value] as const);
  }

  /** Sets the headers still pending on `res` (those it does not have yet); none are pending afterwards. */
  setOn(res: HeaderTarget): void {
    const pending = this.pending;
    this.pending = null;
    if (pending !== null) for (const [name, , value] of pending) if (!res.hasHeader(name)) res.setHeader(name, value);
  }

  /** Takes the pending headers `res` does not have yet, for `send`; none are pending afterwards. */
  take(res: HeaderTarget): readonly DefaultHeader[] {
    const pending = this.pending;
    this.pending = null;
    if (pending === null) return [];
    for (let i = 0; i < pending.length; i++) {
      if (res.hasHeader(pending[i]![0])) return pending.filter(([name]) => !res.hasHeader(name));
    }
    return pending;
  }
}

/**
 * Writes a whole response: the status, the pending default headers (`defaults`), `headers` (which win over
 * them and over headers set before, case-insensitively, as `setHeader` would), Content-Length, and the body,
 * in one `writeHead` and one `end`. A HEAD request gets the same status and headers as the GET would,
 * Content-Length included, and no body.
 */
export function send(
  res: ResponseSink,
  status: number,
  headers: Readonly<Record<string, string>>,
  body: string | Uint8Array,
  head: boolean,
  defaults?: DefaultHeaders,
): void {
  // Flat `[name, value, name, value, …]`, and the lower-cased names so far, for the last one to win.
  const list: (string | number)[] = [];
  const lower: string[] = [];
  if (defaults !== undefined) {
    const taken = defaults.take(res);
    for (let i = 0; i < taken.length; i++) put(list, lower, taken[i]![0], taken[i]![1], taken[i]![2]);
  }
  for (const name in headers) put(list, lower, name, lowerCased(name), headers[name]!);
  // 204 and 304 never carry a body, and say nothing about its length.
  if (status !== 204 && status !== 304) put(list, lower, 'Content-Length', 'content-length', typeof body === 'string' ? byteLength(body) : body.length);
  res.writeHead(status, list);
  // A string goes out as it is: node:http then writes headers and body in one write, where a Buffer takes two.
  res.end(head || status === 204 || status === 304 ? undefined : body);
}

// An answer's header names are a handful of constants ('Content-Type', 'Vary', 'Location'…): each lower-cased
// once, not once a request. Bounded, since an app may name headers from data.
const lowerNames = new Map<string, string>();

function lowerCased(name: string): string {
  let lower = lowerNames.get(name);
  if (lower === undefined) {
    lower = name.toLowerCase();
    if (lowerNames.size < 256) lowerNames.set(name, lower);
  }
  return lower;
}

/** Adds a header to `send`'s flat list, or replaces the one of the same name (`key`, lower-cased) put before. */
function put(list: (string | number)[], lower: string[], name: string, key: string, value: string | number): void {
  const at = lower.indexOf(key);
  if (at === -1) {
    lower.push(key);
    list.push(name, value);
  } else {
    list[2 * at] = name;
    list[2 * at + 1] = value;
  }
}
