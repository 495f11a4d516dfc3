/** MIME types of the formats the dispatcher knows, first one is what it sends. */
export const MIME_TYPES: Readonly<Record<string, readonly string[]>> = {
  html: ['text/html', 'application/xhtml+xml'],
  json: ['application/json', 'text/x-json', 'application/jsonrequest'],
  xml: ['application/xml', 'text/xml', 'application/x-xml'],
  text: ['text/plain'],
  js: ['text/javascript', 'application/javascript', 'application/x-javascript'],
  csv: ['text/csv'],
  atom: ['application/atom+xml'],
  rss: ['application/rss+xml'],
};

/** The format a MIME type stands for (`application/json` → `json`), or undefined. */
export function formatOfMime(mime: string): string | undefined {
  const type = mime.trim().toLowerCase();
  for (const [format, types] of Object.entries(MIME_TYPES)) if (types.includes(type)) return format;
  return undefined;
}

const contentTypes = new Map<string, string>();

/** The Content-Type a format is sent with (`json` → `application/json; charset=utf-8`). */
export const contentTypeOf = (format: string): string => {
  let contentType = contentTypes.get(format);
  if (contentType === undefined) {
    const type = MIME_TYPES[format]?.[0] ?? 'application/octet-stream';
    contentType = type.startsWith('text/') || type.endsWith('json') || type.endsWith('xml') ? `${type}; charset=utf-8` : type;
    // Formats come from routes and responders (the app's own words), not from clients: few, so all are kept.
    if (MIME_TYPES[format] !== undefined) contentTypes.set(format, contentType);
  }
  return contentType;
};

/** `*` in a list of formats: the client takes anything. */
export const ANY_FORMAT = '*';

/** Rails 3.2's `BROWSER_LIKE_ACCEPTS`: `*∕*` listed next to other types, as browsers send it. */
const BROWSER_LIKE_ACCEPT = /,\s*\*\/\*|\*\/\*\s*,/;

/**
 * The formats a request asks for, best first. The path's `.:format` wins outright. Otherwise the `Accept`
 * header, by quality; when it is missing, or looks like a browser's (`*∕*` next to other types, whatever they
 * are), HTML comes first — Rails 3.2's rule (`Request#formats`), since browsers' Accept headers do not say what
 * they want. An XHR request's Accept is taken as written (jQuery lists `*∕*` after the type it wants).
 */
export function requestedFormats(pathFormat: string | undefined, accept: string | undefined, xhr = false): string[] {
  return [...formatsFor(pathFormat, accept, xhr)];
}

// Clients send few distinct Accept headers (each browser one, API clients a handful): each is read once.
// Bounded, and only short headers, so a client sending new ones on every request only costs itself time.
const CACHED_ACCEPTS = 128;
const CACHED_LENGTH = 512;
const accepts = new Map<string, readonly string[]>();
const xhrAccepts = new Map<string, readonly string[]>();

/**
 * `requestedFormats` for the dispatcher: the same list, shared between requests (frozen). `xhr` may be a
 * function, asked only when the answer depends on it (a browser-like Accept): the request's header is then read
 * only for those.
 */
export function formatsFor(pathFormat: string | undefined, accept: string | undefined, xhr: boolean | (() => boolean)): readonly string[] {
  if (pathFormat) return [pathFormat.toLowerCase()];
  const isXhr = typeof xhr === 'boolean' ? xhr : accept !== undefined && BROWSER_LIKE_ACCEPT.test(accept) && xhr();
  if (accept === undefined || accept.length > CACHED_LENGTH) return parseAccept(accept, isXhr);
  const cache = isXhr ? xhrAccepts : accepts;
  let formats = cache.get(accept);
  if (formats === undefined) {
    if (cache.size >= CACHED_ACCEPTS) cache.clear();
    cache.set(accept, (formats = Object.freeze(parseAccept(accept, isXhr))));
  }
  return formats;
}

function parseAccept(accept: string | undefined, xhr: boolean): string[] {
  if (!accept || !accept.trim() || (!xhr && BROWSER_LIKE_ACCEPT.test(accept))) return ['html', ANY_FORMAT];
  const entries = accept
    .split(',')
    .map((item, index) => {
      const [type, ...params] = item.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { type: type!.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.type && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const wildcard = entries.some((e) => e.type === '*/*');
  const formats: string[] = [];
  for (const { type } of entries) {
    const format = type === '*/*' ? ANY_FORMAT : formatOfMime(type);
    if (format && !formats.includes(format)) formats.push(format);
  }
  if (wildcard && (formats.length === 1 || formats.includes('html'))) return ['html', ...formats.filter((f) => f !== 'html')];
  return formats;
}

/** The first of `available` the client takes (formats are tried in the client's order), or undefined. */
export function negotiate(requested: readonly string[], available: readonly string[]): string | undefined {
  for (const format of requested) {
    if (format === ANY_FORMAT) return available[0];
    if (available.includes(format)) return format;
  }
  return undefined;
}
