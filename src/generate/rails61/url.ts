import { ArgumentError } from '../../errors.js';
import { toQuery } from '../query.js';
import { toParam } from '../to-param.js';

type Options = { readonly [key: string]: unknown };

const HOST = /^([^:]+:\/\/)?(\[[^\]]+\]|[^:]+)(?::(\d+$))?/;
const PROTOCOL = /^([^:]+)(:)?(\/\/)?$/;
const IP_HOST = /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

// `escape_fragment`: a fragment keeps unreserved characters, sub-delims, `:@/?`.
const escapeFragment = (text: string) => encodeURIComponent(text).replace(/%(?:24|26|2B|2C|3B|3D|3A|40|2F|3F)/g, (e) => decodeURIComponent(e));

/** `ActionDispatch::Http::URL.path_for` (6.1): script name, path, trailing slash, query params, anchor. */
export function pathFor61(path: string, options: Options, params: Options | null): string {
  let out = (typeof options.script_name === 'string' ? options.script_name : '').replace(/\/$/, '') + path;
  if (options.trailing_slash) {
    if (out.includes('?')) out = out.replace('?', '/?');
    else if (!out.includes('.')) out = out.replace(/([^/])$|^$/, '$1/');
  }
  const all = options.params == null ? params : { ...params, ...(options.params as Options) };
  if (all !== null) {
    const query = toQuery(all);
    if (query !== '') out += `?${query}`;
  }
  if ('anchor' in options && options.anchor != null && options.anchor !== false) out += `#${escapeFragment(toParam(options.anchor) ?? '')}`;
  return out;
}

function normalizeProtocol(protocol: unknown): string {
  if (protocol == null) return 'http://';
  if (protocol === false || protocol === '//') return '//';
  const match = typeof protocol === 'string' ? PROTOCOL.exec(protocol) : null;
  if (!match) throw new ArgumentError(`Invalid :protocol option: ${JSON.stringify(protocol)}`);
  return `${match[1]}://`;
}

function normalizeHost(host: string, options: Options): string {
  if (IP_HOST.test(host)) return host;
  const tld = typeof options.tld_length === 'number' ? options.tld_length : 1;
  const subdomain = 'subdomain' in options ? options.subdomain : true;
  const domain = options.domain;
  const labels = host.split('.');
  let out = '';
  if (subdomain === true) {
    if (domain == null) return host;
    out = labels.slice(0, Math.max(0, labels.length - tld - 1)).join('.');
  } else if (subdomain != null && subdomain !== false) {
    out = toParam(subdomain) ?? '';
  }
  if (out !== '') out += '.';
  return out + (domain != null ? String(domain) : labels.slice(-(tld + 1)).join('.'));
}

/**
 * `ActionDispatch::Http::URL.url_for` (6.1): a path, or with a host a full URL. The host may carry the protocol
 * and port (`https://example.com:8080`); the default port of the protocol (80, 443) is left out.
 */
export function urlFor61(path: string, options: Options, params: Options | null, onlyPath: boolean): string {
  const written = pathFor61(path, options, params);
  if (onlyPath) return written;
  let host = options.host;
  if (host == null || host === false) {
    throw new ArgumentError('Missing host to link to! Please provide the :host parameter, set default_url_options[:host], or set :only_path to true');
  }
  let protocol = options.protocol;
  let port = options.port;
  const match = HOST.exec(String(host));
  if (match) {
    if (protocol == null && match[1] !== undefined) protocol = match[1];
    host = match[2];
    if (!('port' in options)) port = match[3];
  }
  const scheme = normalizeProtocol(protocol);
  let url = scheme;
  if (options.user && options.password) url += `${encodeURIComponent(String(options.user))}:${encodeURIComponent(String(options.password))}@`;
  url += normalizeHost(String(host), options);
  if (port != null && port !== false) {
    const number = parseInt(String(port), 10) || 0;
    if (scheme === '//' || !(scheme === 'https://' ? number === 443 : number === 80)) url += `:${String(port)}`;
  }
  return url + written;
}
