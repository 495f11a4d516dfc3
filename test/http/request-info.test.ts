import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestInfo } from '../../src/index.js';
import { originOf, urlOptionsOf, type RequestInfo } from '../../src/http/request-info.js';

// What the dispatcher reads of a request for conditions, URL helpers and redirects: host, port, subdomain,
// protocol, client address, path and query; forwarded headers only when told to trust a proxy.

const fakeRequest = (headers: Record<string, string>, url?: string, socket: object | undefined = { remoteAddress: '10.0.0.7' }) =>
  ({ headers, url, socket }) as unknown as IncomingMessage;

describe('requestInfo', () => {
  it('splits the URL into path and query, and reads host, port, protocol and client address', () => {
    expect(requestInfo(fakeRequest({ host: 'shop.example.com:8080' }, '/posts/1?page=2&q=a'))).toEqual({
      host: 'shop.example.com',
      port: '8080',
      protocol: 'http',
      subdomain: 'shop',
      domain: 'example.com',
      ip: '10.0.0.7',
      path: '/posts/1',
      query: 'page=2&q=a',
    });
    expect(requestInfo(fakeRequest({ host: 'example.com' }, '/posts'))).toMatchObject({ path: '/posts', query: '', port: '' });
    expect(requestInfo(fakeRequest({ host: 'example.com' }, '/posts?'))).toMatchObject({ path: '/posts', query: '' });
  });

  it('falls back to localhost, / and no address when the request lacks them', () => {
    expect(requestInfo({ headers: {} } as unknown as IncomingMessage)).toMatchObject({ host: 'localhost', path: '/', query: '', ip: '', protocol: 'http' });
  });

  it('takes an encrypted socket as https', () => {
    expect(requestInfo(fakeRequest({ host: 'example.com' }, '/', { encrypted: true })).protocol).toBe('https');
  });

  it('believes X-Forwarded-Proto, -Host and -For (their first value) only when trusting a proxy', () => {
    const headers = { host: 'internal:3000', 'x-forwarded-proto': ' https , http', 'x-forwarded-host': 'www.example.org, internal', 'x-forwarded-for': '203.0.113.9 , 10.0.0.1' };
    expect(requestInfo(fakeRequest(headers, '/'), true)).toMatchObject({ protocol: 'https', host: 'www.example.org', port: '', subdomain: 'www', ip: '203.0.113.9' });
    expect(requestInfo(fakeRequest(headers, '/'))).toMatchObject({ protocol: 'http', host: 'internal', port: '3000', ip: '10.0.0.7' });
    expect(requestInfo(fakeRequest(headers, '/'), false)).toMatchObject({ protocol: 'http', host: 'internal' });
  });

  it.each<[string, string, string, string]>([
    ['[::1]:3000', '[::1]', '3000', ''],
    ['[2001:db8::1]', '[2001:db8::1]', '', ''],
    ['EXAMPLE.com', 'example.com', '', ''],
    ['a.b.example.com', 'a.b.example.com', '', 'a.b'],
    ['1shop.example.com', '1shop.example.com', '', '1shop'],
    ['10.0.0.1:80', '10.0.0.1', '80', ''],
    ['localhost', 'localhost', '', ''],
    // Not a host: user info, spaces, a path, a bad IPv6 literal, a port of six digits.
    ['127.0.0.1:80@evil.example', '', '', ''],
    ['a b', '', '', ''],
    ['example.com/x', '', '', ''],
    ['[zz]', '', '', ''],
    ['[:]', '', '', ''],
    ['example.com:123456', '', '', ''],
    ['x'.repeat(254), '', '', ''],
  ])('Host %j → host %j, port %j, subdomain %j', (header, host, port, subdomain) => {
    expect(requestInfo(fakeRequest({ host: header }, '/'))).toMatchObject({ host, port, subdomain });
  });
});

describe('urlOptionsOf and originOf', () => {
  const info = (protocol: string, port: string) => ({ host: 'example.com', protocol, port }) as RequestInfo;

  it('leave out the port only when it is the protocol\'s default', () => {
    expect(urlOptionsOf(info('https', '443'))).toEqual({ host: 'example.com', protocol: 'https' });
    expect(urlOptionsOf(info('http', '80'))).toEqual({ host: 'example.com', protocol: 'http' });
    expect(urlOptionsOf(info('http', ''))).toEqual({ host: 'example.com', protocol: 'http' });
    expect(urlOptionsOf(info('http', '443'))).toEqual({ host: 'example.com', protocol: 'http', port: '443' });
    expect(urlOptionsOf(info('https', '80'))).toEqual({ host: 'example.com', protocol: 'https', port: '80' });
    expect(originOf(info('https', '443'))).toBe('https://example.com');
    expect(originOf(info('http', '8080'))).toBe('http://example.com:8080');
  });
});
