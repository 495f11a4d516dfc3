import type { RequestContext } from './route.js';

/** `host:port`, the host a name or an IPv6 literal (a host without a port, or with a bad one, is all name). */
const HOST_AND_PORT = /^(\[[^\]]*\]|[^:]*):(\d*)$/;
/** A host with no named domain: an IPv4 address or an IPv6 literal (Rails' `named_host?` is false). */
const ADDRESS = /^[\d.]+$|^\[/;

/** Rails' `subdomain` and `domain` of a host name (tld_length 1); an IP address has neither (`''`). */
export function nameParts(host: string): { readonly subdomain: string; readonly domain: string } {
  if (ADDRESS.test(host)) return { subdomain: '', domain: '' };
  const labels = host.split('.');
  // `example.com` has no subdomain: nothing is left of it before the last two labels.
  return { subdomain: labels.slice(0, -2).join('.'), domain: labels.slice(-2).join('.') };
}

/**
 * The request context a route's conditions and guards read, with what the host says filled in where it was
 * not given, as Rails' request derives it (tld_length 1): `{ host: 'admin.example.com:8080' }` reads as
 * `host: 'admin.example.com'`, `port: '8080'`, `subdomain: 'admin'`, `domain: 'example.com'`. An IP address has
 * no subdomain or domain (`''`). A context that already has them (the HTTP layer's) is returned as it is.
 */
export function withHostParts(request: RequestContext): RequestContext {
  const { host } = request;
  if (host === undefined || (request.subdomain !== undefined && request.domain !== undefined && request.port !== undefined)) return request;
  const [, name = host, port] = HOST_AND_PORT.exec(host) ?? [];
  const lower = name.toLowerCase();
  const { subdomain, domain } = nameParts(lower);
  return { ...request, host: lower, port: request.port ?? port ?? '', subdomain: request.subdomain ?? subdomain, domain: request.domain ?? domain };
}
