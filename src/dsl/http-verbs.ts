import { editDistance } from './near-miss.js';

/**
 * The HTTP methods Rails knows (`ActionDispatch::Request::HTTP_METHODS`): RFC 2616, WebDAV (RFC 2518), RFC
 * 3253, 3648, 3744, 5323, 4791 and PATCH (RFC 5789). Rails 3.2's `via` took any word and the route then
 * answered no request (Rails refuses other methods when a request comes in); here a declaration must name
 * one of these.
 */
export const HTTP_METHODS: readonly string[] = [
  ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT'],
  ...['PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK'],
  ...['VERSION-CONTROL', 'REPORT', 'CHECKOUT', 'CHECKIN', 'UNCHECKOUT', 'MKWORKSPACE', 'UPDATE', 'LABEL', 'MERGE'],
  ...['BASELINE-CONTROL', 'MKACTIVITY', 'ORDERPATCH', 'ACL', 'SEARCH', 'MKCALENDAR'],
];

const KNOWN = new Set(HTTP_METHODS);

/** Whether `verb` (upper case, `-` between words) is an HTTP method Rails knows. */
export const isHttpMethod = (verb: string): boolean => KNOWN.has(verb);

/**
 * The known verb a misspelt one most likely meant (`gett` → `get`, `delte` → `delete`, `pacth` → `patch`): the
 * nearest by edits (two letters swapped count as one), at most one for words of five letters or fewer and two
 * for longer ones, so `fetch` and `purge` suggest nothing; the first in `known`'s order on a tie.
 */
export function nearestVerb(word: string, known: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let distance = lower.length <= 5 ? 2 : 3;
  for (const verb of known) {
    const d = editDistance(lower, verb.toLowerCase());
    if (d < distance) [best, distance] = [verb, d];
  }
  return best;
}

/** `did you mean "get"? ` when a known verb is near, else nothing: the start of an unknown verb's message. */
export function didYouMeanVerb(word: unknown, known: readonly string[]): string {
  const meant = typeof word === 'string' ? nearestVerb(word, known) : undefined;
  return meant === undefined ? '' : `did you mean ${JSON.stringify(meant)}? `;
}
