import { nameParts } from '../request-context.js';
import type { RequestContext } from '../route.js';
import type { IncomingRequest } from './exchange.js';

export interface RequestInfo extends RequestContext {
  readonly host: string;
  readonly port: string;
  readonly protocol: string;
  readonly subdomain: string;
  /** Rails' `request.domain` (tld_length 1): `example.com` for `admin.example.com`; `''` for an IP address. */
  readonly domain: string;
  readonly ip: string;
  /** The path as requested, before the query string. */
  readonly path: string;
  /** The raw query string, without `?`. */
  readonly query: string;
}

// A host name or an IPv6 literal, then an optional port: no user info, no path, nothing a URL would read as
// another host. No nested quantifiers, so it runs in linear time on any header.
const HOST_HEADER = /^(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9._-]{1,253})(?::(\d{1,5}))?$/;

/** What `requestInfoOf` reads of a request: its target, headers and connection. */
type InfoSource = Pick<IncomingRequest, 'target' | 'header' | 'encrypted' | 'remoteAddress'>;

/**
 * What routing conditions and URL helpers need from a request. `X-Forwarded-Proto` / `-Host` / `-For` are
 * only believed when `trustProxy` is set, since any client can send them.
 */
export function requestInfoOf(request: InfoSource, trustProxy = false): RequestInfo {
  const forwarded = trustProxy ? (name: string) => request.header(name)?.split(',')[0]!.trim() : notForwarded;
  const protocol = forwarded('x-forwarded-proto') ?? (request.encrypted ? 'https' : 'http');
  const hostHeader = forwarded('x-forwarded-host') ?? request.header('host') ?? 'localhost';
  // `[::1]:3000`, `example.com:8080`, `example.com`. Anything else (`127.0.0.1:80@evil.example`, spaces, a
  // path) leaves the host empty: it is never put into a URL, and host authorization refuses it.
  const { host, port, subdomain, domain } = hostParts(hostHeader);
  const url = request.target;
  const q = url.indexOf('?');
  let ip: string | undefined;
  return {
    host,
    port,
    protocol,
    subdomain,
    domain,
    // Read when asked: finding the client's address costs a call into the runtime on Bun (`server.requestIP`).
    get ip(): string {
      return (ip ??= forwarded('x-forwarded-for') ?? request.remoteAddress);
    },
    path: q === -1 ? url : url.slice(0, q),
    query: q === -1 ? '' : url.slice(q + 1),
  };
}

/** Forwarded headers are not read when no proxy is trusted (no closure made a request for that). */
const notForwarded = (_name: string): undefined => undefined;

/** Host parts by Host header: a server sees the same few values over and over (bounded: clients choose them). */
type HostParts = { readonly host: string; readonly port: string; readonly subdomain: string; readonly domain: string };
const hostCache = new Map<string, HostParts>();

function hostParts(hostHeader: string): HostParts {
  const cached = hostCache.get(hostHeader);
  if (cached !== undefined) return cached;
  const m = HOST_HEADER.exec(hostHeader);
  const host = m ? m[1]!.toLowerCase() : '';
  const port = m?.[2] ?? '';
  // Rails' tld_length 1: `a.b.example.com` has subdomain `a.b`; an IP address has none.
  const parts = { host, port, ...nameParts(host) };
  if (hostCache.size >= 256) hostCache.clear();
  hostCache.set(hostHeader, parts);
  return parts;
}

/** URL options for `_url` helpers and redirects, so absolute URLs point back at the host that was asked. */
export function urlOptionsOf(info: RequestInfo): { host: string; protocol: string; port?: string } {
  const defaultPort = (info.protocol === 'https' && info.port === '443') || (info.protocol === 'http' && info.port === '80');
  return { host: info.host, protocol: info.protocol, ...(info.port && !defaultPort ? { port: info.port } : {}) };
}

/** The request's origin as a browser writes it (`http://host:port`, default ports left out). */
export function originOf(info: RequestInfo): string {
  const { host, protocol, port } = urlOptionsOf(info);
  return `${protocol}://${host}${port ? `:${port}` : ''}`;
}
