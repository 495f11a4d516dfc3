import { ArgumentError } from '../errors.js';
import { toQuery } from './query.js';
import { toParam } from './to-param.js';

/** Options that shape the URL rather than fill the path; never sent as params. */
export interface UrlOptions {
  host?: string;
  protocol?: string;
  port?: number | string;
  subdomain?: string;
  domain?: string;
  tld_length?: number;
  anchor?: unknown;
  /** Extra query params, merged after the leftovers of generation. */
  params?: { [key: string]: unknown };
  only_path?: boolean;
  onlyPath?: boolean;
  trailing_slash?: boolean;
  trailingSlash?: boolean;
  script_name?: string;
  scriptName?: string;
  user?: string;
  password?: string;
}

/**
 * Every URL option with its type as written in declarations (the browser module's `.d.ts`): the compiler
 * checks the list against `UrlOptions`, so the two can't drift apart.
 */
export const URL_OPTION_TYPES: { readonly [K in keyof Required<UrlOptions>]: string } = {
  host: 'string',
  protocol: 'string',
  port: 'number | string',
  subdomain: 'string',
  domain: 'string',
  tld_length: 'number',
  anchor: 'unknown',
  params: '{ [key: string]: unknown }',
  only_path: 'boolean',
  onlyPath: 'boolean',
  trailing_slash: 'boolean',
  trailingSlash: 'boolean',
  script_name: 'string',
  scriptName: 'string',
  user: 'string',
  password: 'string',
};

export const URL_OPTION_KEYS: ReadonlySet<string> = new Set(Object.keys(URL_OPTION_TYPES));

// A fragment keeps RFC 3986 pchars plus `/` and `?`.
const escapeFragment = (text: string) =>
  encodeURIComponent(text).replace(/%(?:24|26|2B|2C|3B|3D|3A|40|2F|3F)/g, (e) => decodeURIComponent(e));

function hostWithSubdomain(options: UrlOptions, host: string): string {
  if (options.subdomain === undefined && options.domain === undefined) return host;
  const labels = host.split('.');
  const tld = (options.tld_length ?? 1) + 1;
  const domain = options.domain ?? labels.slice(-tld).join('.');
  const subdomain = options.subdomain ?? labels.slice(0, -tld).join('.');
  return [subdomain, domain].filter(Boolean).join('.');
}

/**
 * Assembles `protocol://user:password@host:port/script/path/?query#anchor` from a generated path. `query`
 * null: no params left over. `onlyPath`, when given, decides over the options' `only_path`.
 */
export function buildUrl(path: string, query: { readonly [key: string]: unknown } | null, options: UrlOptions, onlyPath: unknown = options.only_path ?? options.onlyPath ?? false): string {
  let url = '';
  if (!onlyPath) {
    if (!options.host) {
      throw new ArgumentError('Missing host to link to! Pass { host }, set the route set\'s defaultUrlOptions.host, or use the _path helper');
    }
    const protocol: unknown = options.protocol;
    // Rails 3.2's `options[:protocol] || "http"` (nil and false mean http); any other non-string is refused, as
    // Rails 4 does, rather than written as text.
    if (protocol === undefined || protocol === null || protocol === false) url += 'http://';
    else if (typeof protocol !== 'string') throw new ArgumentError(`Invalid :protocol option: ${String(protocol)} (give a string such as 'https')`);
    else url += protocol.includes('://') ? protocol : `${protocol.endsWith(':') ? protocol.slice(0, -1) : protocol}://`;
    if (options.user && options.password) url += `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password)}@`;
    url += hostWithSubdomain(options, options.host);
    // Ruby truthiness, as Rails' `":#{port}" if options[:port]`: an empty port still writes the colon.
    if (options.port !== undefined && options.port !== null && (options.port as unknown) !== false) url += `:${options.port}`;
  }
  const script = options.script_name ?? options.scriptName;
  let fullPath = script ? script.replace(/\/$/, '') + path : path;
  // Rails' add_trailing_slash: never after a path with a dot (a format), never twice.
  if ((options.trailing_slash ?? options.trailingSlash) && !fullPath.endsWith('/') && !fullPath.includes('.')) fullPath += '/';
  url += fullPath;
  if (query !== null || options.params != null) {
    const queryString = toQuery(options.params == null ? query! : { ...query, ...options.params });
    if (queryString) url += `?${queryString}`;
  }
  if (options.anchor != null) {
    const anchor = toParam(options.anchor);
    if (anchor !== undefined) url += `#${escapeFragment(anchor)}`;
  }
  return url;
}
