// What a request tells routing and URL helpers: host, port and subdomain from the Host header (strictly
// parsed), forwarded headers only when trusted, path and query, and the origin with default ports left out.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';

// Loaded afresh in each test: the Host header pattern and the cache of parsed hosts live in the module.
async function fresh() {
  vi.resetModules();
  const [node, info] = await Promise.all([import('../../src/http/node-request.js'), import('../../src/http/request-info.js')]);
  return { ...info, requestInfo: node.requestInfo };
}

const request = (headers: Record<string, string>, url: string | undefined = '/', socket: object | null = { remoteAddress: '10.0.0.9' }) =>
  ({ headers, url, socket: socket ?? undefined }) as unknown as IncomingMessage;

describe('requestInfo: the Host header', () => {
  it('host (lower-cased), port and subdomain (tld length 1; none for IP addresses)', async () => {
    const { requestInfo } = await fresh();
    const parts = (host: string) => {
      const info = requestInfo(request({ host }));
      return [info.host, info.port, info.subdomain];
    };
    expect(parts('Example.COM:8080')).toEqual(['example.com', '8080', '']);
    expect(parts('www.example.com')).toEqual(['www.example.com', '', 'www']);
    expect(parts('a.b.example.com:3000')).toEqual(['a.b.example.com', '3000', 'a.b']);
    expect(parts('localhost')).toEqual(['localhost', '', '']);
    expect(parts('ab')).toEqual(['ab', '', '']);
    expect(parts('127.0.0.1:80')).toEqual(['127.0.0.1', '80', '']);
    expect(parts('[::1]:3000')).toEqual(['[::1]', '3000', '']);
    expect(parts('[2001:db8::1]')).toEqual(['[2001:db8::1]', '', '']);
    // Digits and dots only at one end are still names.
    expect(parts('a.b.1')).toEqual(['a.b.1', '', 'a']);
    expect(parts('1.b.example')).toEqual(['1.b.example', '', '1']);
  });

  it('anything else leaves host, port and subdomain empty', async () => {
    const { requestInfo } = await fresh();
    for (const host of ['127.0.0.1:80@evil.example', 'example.com/path', 'example.com:', 'example.com:123456', 'exa mple.com', '[]', '[x]', 'a'.repeat(254), 'example.com:80x']) {
      const info = requestInfo(request({ host }));
      expect([info.host, info.port, info.subdomain], host).toEqual(['', '', '']);
    }
    expect(requestInfo(request({ host: 'a'.repeat(253) })).host).toHaveLength(253);
  });

  it('without a Host header the host is localhost', async () => {
    const { requestInfo } = await fresh();
    expect(requestInfo(request({})).host).toBe('localhost');
  });
});

describe('requestInfo: protocol, forwarded headers, client address', () => {
  const forwarded = { host: 'inner.example', 'x-forwarded-proto': 'https , http', 'x-forwarded-host': 'outer.example:8443, other', 'x-forwarded-for': '1.2.3.4 , 5.6.7.8' };

  it('ignores X-Forwarded-* unless the proxy is trusted', async () => {
    const { requestInfo } = await fresh();
    const info = requestInfo(request(forwarded));
    expect([info.protocol, info.host, info.port, info.ip]).toEqual(['http', 'inner.example', '', '10.0.0.9']);
  });

  it('believes the first value of each from a trusted proxy', async () => {
    const { requestInfo } = await fresh();
    const info = requestInfo(request(forwarded), true);
    expect([info.protocol, info.host, info.port, info.ip]).toEqual(['https', 'outer.example', '8443', '1.2.3.4']);
    expect(requestInfo(request({ host: 'h' }), true).ip).toBe('10.0.0.9');
  });

  it('https on a TLS socket; no socket means no address', async () => {
    const { requestInfo } = await fresh();
    expect(requestInfo(request({ host: 'h' }, '/', { encrypted: true, remoteAddress: '::1' })).protocol).toBe('https');
    const bare = requestInfo(request({ host: 'h' }, '/', null));
    expect([bare.protocol, bare.ip]).toEqual(['http', '']);
  });
});

describe('requestInfo: path and query', () => {
  it('splits at the first ?', async () => {
    const { requestInfo } = await fresh();
    const split = (url: string | undefined) => {
      const info = requestInfo(request({ host: 'h' }, url));
      return [info.path, info.query];
    };
    expect(split('/a/b?x=1&y=?')).toEqual(['/a/b', 'x=1&y=?']);
    expect(split('/?x')).toEqual(['/', 'x']);
    expect(split('/a')).toEqual(['/a', '']);
    expect(split(undefined)).toEqual(['/', '']);
  });
});

describe('urlOptionsOf / originOf', () => {
  it('leave out the default port of the protocol only', async () => {
    const { requestInfo, urlOptionsOf, originOf } = await fresh();
    const at = (host: string, proto: string) => requestInfo(request({ host, 'x-forwarded-proto': proto }), true);
    expect(urlOptionsOf(at('h.example:443', 'https'))).toEqual({ host: 'h.example', protocol: 'https' });
    expect(urlOptionsOf(at('h.example:80', 'http'))).toEqual({ host: 'h.example', protocol: 'http' });
    expect(urlOptionsOf(at('h.example:80', 'https'))).toEqual({ host: 'h.example', protocol: 'https', port: '80' });
    expect(urlOptionsOf(at('h.example:443', 'http'))).toEqual({ host: 'h.example', protocol: 'http', port: '443' });
    expect(urlOptionsOf(at('h.example', 'http'))).toEqual({ host: 'h.example', protocol: 'http' });
    expect(originOf(at('h.example:443', 'https'))).toBe('https://h.example');
    expect(originOf(at('h.example', 'http'))).toBe('http://h.example');
    expect(originOf(at('h.example:8080', 'http'))).toBe('http://h.example:8080');
  });
});
