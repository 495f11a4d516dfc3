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

/** An absolute URL's scheme and authority (`https://api.example.com:8080/x`). */
const ABSOLUTE_URL = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i;
/** What follows the first `?` up to a `#` (none after a `#`). */
const QUERY = /^[^?#]*\?([^#]*)/;

/**
 * The request a recognition checks guards against when it has no path: Rails 6.1's `recognize_path` builds its
 * request from the path it recognizes (`Rack::MockRequest.env_for`), so `request.path` is that path as matched
 * (`normalized`) and `request.query_string` what follows `?` (`''` when nothing does), whatever else `request`
 * says. `fromUrl`: the request is the profile's stand-in (none was given), so an absolute URL
 * (`http://api.example.com:8080/x`) names its host, port and protocol, as Rails reads them from it.
 */
export function withPath(request: RequestContext, path: string, normalized: string, fromUrl: boolean): RequestContext {
  const query = QUERY.exec(path)?.[1] ?? '';
  const url = fromUrl ? ABSOLUTE_URL.exec(path) : null;
  if (url === null) return { ...request, path: normalized, query };
  const scheme = url[1]!.toLowerCase();
  // The host after any user info; a URL without a port has the scheme's.
  const named = withHostParts({ host: url[2]!.slice(url[2]!.lastIndexOf('@') + 1) });
  return { ...request, ...named, port: named.port || (scheme === 'https' ? '443' : '80'), protocol: `${scheme}://`, scheme, path: normalized, query };
}
