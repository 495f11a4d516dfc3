import { describe, expect, it } from 'vitest';
import { RouteSet, type RequestContext } from '../../src/index.js';
import { withHostParts } from '../../src/request-context.js';

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
    expect(seen.at(-1)).toEqual({ host: 'api.example.com', ip: '1.2.3.4', port: '', subdomain: 'api', domain: 'example.com' });
  });
});
