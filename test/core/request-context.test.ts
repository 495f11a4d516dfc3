import { describe, expect, it } from 'vitest';
import { RouteSet, type RequestContext } from '../../src/index.js';
import { withHostParts, withPath } from '../../src/request-context.js';

describe('a request context given as a host: what guards and conditions read is derived as Rails does', () => {
  const seen: RequestContext[] = [];
  const routes = new RouteSet().draw((r) => {
    r.constraints((req) => req.subdomain === 'admin', () => r.get('reports/:id', { to: 'reports#show' }));
    r.constraints({ domain: 'example.org' }, () => r.get('org', { to: 'orgs#show' }));
    r.constraints({ subdomain: /^(www|)$/ }, () => r.get('home', { to: 'pages#home' }));
    r.get('seen', { to: 'pages#seen', constraints: (req) => (seen.push(req), true) });
  });

  it('a guard reading the subdomain recognizes with { host } alone (README: recognize checks guards)', () => {
    expect(routes.recognize('GET', '/reports/7', { host: 'admin.example.com' })).toEqual({ controller: 'reports', action: 'show', id: '7' });
    expect(routes.match('GET', '/reports/7', { host: 'www.example.com' })).toBeNull();
    expect(routes.find('GET', '/reports/7', { host: 'ADMIN.example.com:8080' })?.params).toMatchObject({ id: '7' });
    expect(routes.allowedVerbs('/reports/7', { host: 'admin.example.com' })).toEqual(['GET']);
    expect(routes.allowedVerbs('/reports/7', { host: 'example.com' })).toEqual([]);
    expect(() => routes.recognize('GET', '/reports/7', { host: 'example.com' })).toThrow(/No route matches/);
  });

  it('domain and subdomain conditions, tld_length 1; no subdomain for an IP address or a bare domain', () => {
    expect(routes.match('GET', '/org', { host: 'a.b.example.org' })).toEqual({ controller: 'orgs', action: 'show' });
    expect(routes.match('GET', '/org', { host: 'example.com' })).toBeNull();
    expect(routes.match('GET', '/home', { host: 'example.com' })).not.toBeNull();
    expect(routes.match('GET', '/home', { host: '10.0.0.1' })).not.toBeNull();
    expect(routes.match('GET', '/home', { host: 'blog.example.com' })).toBeNull();
  });

  it('fills in what is missing, keeps what was given', () => {
    expect(withHostParts({ host: 'A.B.Example.COM:8443', protocol: 'https' })).toEqual({ host: 'a.b.example.com', port: '8443', subdomain: 'a.b', domain: 'example.com', protocol: 'https' });
    expect(withHostParts({ host: 'localhost' })).toEqual({ host: 'localhost', port: '', subdomain: '', domain: 'localhost' });
    expect(withHostParts({ host: '[::1]:3000' })).toEqual({ host: '[::1]', port: '3000', subdomain: '', domain: '' });
    expect(withHostParts({ host: '192.168.1.10' })).toEqual({ host: '192.168.1.10', port: '', subdomain: '', domain: '' });
    expect(withHostParts({ host: 'admin.example.com', subdomain: 'given', port: '81' })).toEqual({ host: 'admin.example.com', subdomain: 'given', port: '81', domain: 'example.com' });
    // A port that is no number, or a second colon, leaves the host whole (it names no host a route could want).
    expect(withHostParts({ host: 'example.com:80x' })).toEqual({ host: 'example.com:80x', port: '', subdomain: '', domain: 'example.com:80x' });
    expect(withHostParts({ host: 'bad:host:1' })).toMatchObject({ host: 'bad:host:1', port: '' });
    expect(withHostParts({ host: 'example.com:' })).toEqual({ host: 'example.com', port: '', subdomain: '', domain: 'example.com' });
    // Only a leading bracket makes an IPv6 literal.
    expect(withHostParts({ host: 'a.[b.example.com' })).toMatchObject({ subdomain: 'a.[b', domain: 'example.com' });
    // Each of subdomain, domain and port is filled in when it alone is missing.
    expect(withHostParts({ host: 'x.example.com', domain: 'given', port: '1' })).toEqual({ host: 'x.example.com', subdomain: 'x', domain: 'given', port: '1' });
    expect(withHostParts({ host: 'x.example.com:2', subdomain: 's', domain: 'given' })).toEqual({ host: 'x.example.com', subdomain: 's', domain: 'given', port: '2' });
    const complete = { host: 'x.example.com', subdomain: 'x', domain: 'example.com', port: '' };
    expect(withHostParts(complete)).toBe(complete);
    const noHost = { ip: '1.2.3.4' };
    expect(withHostParts(noHost)).toBe(noHost);
    routes.recognize('GET', '/seen', { host: 'api.example.com', ip: '1.2.3.4' });
    // The path too, as Rails' request has it (the given context had none).
    expect(seen.at(-1)).toEqual({ host: 'api.example.com', ip: '1.2.3.4', port: '', subdomain: 'api', domain: 'example.com', path: '/seen', query: '' });
  });
});

describe("the path in a guard's request (Rails' request.path, request.query_string)", () => {
  it('withPath: the path as matched and the query; an absolute URL names the host, port and protocol when asked', () => {
    const base = { host: 'example.org', port: '80', protocol: 'http://' };
    expect(withPath(base, 'x/?a=1#b', '/x', false)).toEqual({ ...base, path: '/x', query: 'a=1' });
    expect(withPath(base, '/x', '/x', false)).toEqual({ ...base, path: '/x', query: '' });
    // A `?` after the fragment starts no query.
    expect(withPath(base, '/x#a?b', '/x', false)).toEqual({ ...base, path: '/x', query: '' });
    expect(withPath(base, '/x?', '/x', false)).toMatchObject({ query: '' });
    expect(withPath(base, 'http://api.example.com/x?q', '/x', false)).toEqual({ ...base, path: '/x', query: 'q' });
    expect(withPath(base, 'HTTPS://user@Api.Example.com:8443/x?q', '/x', true)).toEqual({
      host: 'api.example.com',
      subdomain: 'api',
      domain: 'example.com',
      port: '8443',
      protocol: 'https://',
      scheme: 'https',
      path: '/x',
      query: 'q',
    });
    expect(withPath(base, 'https://example.org/x', '/x', true)).toMatchObject({ port: '443', subdomain: '', scheme: 'https' });
    expect(withPath(base, 'http://example.org:/x', '/x', true)).toMatchObject({ host: 'example.org', port: '80', protocol: 'http://' });
    expect(withPath(base, 'ws+x://example.org/x', '/x', true)).toMatchObject({ port: '80', protocol: 'ws+x://' });
    expect(withPath(base, '/x?http://other.example/', '/x', true)).toEqual({ ...base, path: '/x', query: 'http://other.example/' });
  });

  const seen: RequestContext[] = [];
  const draw = (rails: '3.2' | '6.1') =>
    new RouteSet({ rails }).draw((r) => {
      r.get('guarded/:id', { to: 'g#show', constraints: (params, req) => (seen.push(req), params.id !== '0') });
      r.get('plain', { to: 'p#show', constraints: { subdomain: 'api' } });
    });

  it('6.1: recognize, find, match, allowedVerbs and routesFor without a request give guards the path and the query', () => {
    const routes = draw('6.1');
    seen.length = 0;
    routes.recognize('GET', 'guarded//1/?a=b');
    routes.find('GET', '/guarded/2');
    routes.match('GET', '/guarded/3?');
    routes.allowedVerbs('/guarded/4?x');
    expect(seen.map((req) => [req.path, req.query, req.host])).toEqual([
      ['/guarded/1', 'a=b', 'example.org'],
      ['/guarded/2', '', 'example.org'],
      ['/guarded/3', '', 'example.org'],
      ['/guarded/4', 'x', 'example.org'],
    ]);
    expect(() => routes.recognize('GET', '/guarded/0')).toThrow(/No route matches/);
    // routesFor checks guards only against a request given to it.
    seen.length = 0;
    expect(routes.routesFor('/guarded/5')).toHaveLength(1);
    expect(seen).toEqual([]);
    expect(routes.routesFor('/guarded/5?z', { host: 'a.example.com' })).toHaveLength(1);
    expect(seen).toEqual([{ host: 'a.example.com', port: '', subdomain: 'a', domain: 'example.com', path: '/guarded/5', query: 'z' }]);
  });

  it('a request given with a path keeps it (the HTTP layer passes the path as requested); one without gets it', () => {
    const routes = draw('6.1');
    seen.length = 0;
    const info = { host: 'example.com', subdomain: '', domain: 'example.com', port: '', path: '/guarded//6', query: '' };
    routes.recognize('GET', '/guarded/6', info);
    routes.recognize('GET', '/guarded/7?q=1', { host: 'example.com' });
    expect(seen[0]).toBe(info);
    expect(seen[1]).toEqual({ host: 'example.com', subdomain: '', domain: 'example.com', port: '', path: '/guarded/7', query: 'q=1' });
  });

  it('6.1: an absolute URL names the host conditions and guards read; a given request wins over it', () => {
    const routes = draw('6.1');
    expect(routes.recognize('GET', 'http://api.example.com/plain')).toEqual({ subdomain: 'api', controller: 'p', action: 'show' });
    expect(routes.find('GET', 'http://www.example.com/plain')).toBeNull();
    expect(routes.allowedVerbs('http://api.example.com/plain')).toEqual(['GET']);
    expect(routes.match('GET', 'http://api.example.com/plain', { host: 'www.example.com' })).toBeNull();
    seen.length = 0;
    routes.recognize('GET', 'https://a.example.com:444/guarded/8');
    expect(seen[0]).toMatchObject({ host: 'a.example.com', subdomain: 'a', port: '444', protocol: 'https://', path: '/guarded/8' });
  });

  it('3.2: without a request, conditions and guards are not checked (see test/conformance-deviations.md)', () => {
    const routes = draw('3.2');
    seen.length = 0;
    expect(routes.recognize('GET', '/guarded/0')).toMatchObject({ id: '0' });
    expect(routes.recognize('GET', 'http://www.example.com/plain')).toMatchObject({ controller: 'p' });
    expect(seen).toEqual([]);
    routes.recognize('GET', '/guarded/9', { host: 'example.com' });
    expect(seen).toEqual([{ host: 'example.com', subdomain: '', domain: 'example.com', port: '', path: '/guarded/9', query: '' }]);
  });

  it('draws adding a guard to a table without one (and clear) keep the path given', () => {
    const routes = new RouteSet({ rails: '6.1' }).draw((r) => r.get('a', { to: 'a#show' }));
    routes.draw((r) => r.get('b', { to: 'b#show', constraints: (req) => req.path === '/b' }));
    expect(routes.recognize('GET', '/b')).toEqual({ controller: 'b', action: 'show' });
    routes.clear().draw((r) => r.get('c', { to: 'c#show', constraints: (req) => req.path === '/c' }));
    expect(routes.recognize('GET', '/c')).toEqual({ controller: 'c', action: 'show' });
    // A draw that takes a name over (3.2) rebuilds the table: the guards are found there too.
    const taken = new RouteSet().draw((r) => r.get('d', { to: 'd#show', as: 'x' }));
    taken.draw((r) => r.get('e', { to: 'e#show', as: 'x', constraints: (req) => req.path === '/e' }));
    expect(taken.recognize('GET', '/e', { host: 'example.com' })).toEqual({ controller: 'e', action: 'show' });
    // A map-style route taking a name over rebuilds the table: the block style's guards are found there.
    const mixed = new RouteSet().draw((r) => r.get('f', { to: 'f#show', as: 'f', constraints: (req) => req.path === '/f' }));
    mixed.drawMap((map) => map.namedRoute('f', 'g', { controller: 'g', action: 'show' }));
    expect(mixed.recognize('GET', '/f', { host: 'example.com' })).toEqual({ controller: 'f', action: 'show' });
  });
});
