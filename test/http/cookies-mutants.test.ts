// Cookie helpers at their edges: finding one cookie by name in a Cookie header, Set-Cookie attributes, and
// adding a Set-Cookie next to those the application set.
import { describe, expect, it, vi } from 'vitest';
import { appendSetCookie, readCookie, serializeCookie } from '../../src/http/cookies.js';

describe('readCookie', () => {
  it('finds the cookie whose whole name starts the header or follows ; and spaces', () => {
    expect(readCookie('_session=abc', '_session')).toBe('abc');
    expect(readCookie('a=1;   _session= abc ; b=2', '_session')).toBe('abc');
    expect(readCookie('a=1;_session=x', '_session')).toBe('x');
    expect(readCookie('x_session=no; _session=yes', '_session')).toBe('yes');
    expect(readCookie(' _session=lead', '_session')).toBe('lead');
  });

  it('skips the name inside another name or value, and a name without =', () => {
    expect(readCookie('x_session=1', '_session')).toBeUndefined();
    expect(readCookie('a=_session=1', '_session')).toBeUndefined();
    expect(readCookie('a b_session=1', '_session')).toBeUndefined();
    expect(readCookie('_sessionx=1', '_session')).toBeUndefined();
    expect(readCookie('_session; b=2', '_session')).toBeUndefined();
    expect(readCookie('a=1', '_session')).toBeUndefined();
    expect(readCookie('', '_session')).toBeUndefined();
  });
});

describe('serializeCookie', () => {
  it('writes only the attributes given', () => {
    expect(serializeCookie('a', 'b', {})).toBe('a=b; Path=/');
    expect(serializeCookie('a', 'b', { path: '/x', secure: true, httpOnly: false })).toBe('a=b; Path=/x; Secure');
  });

  it('Max-Age in whole seconds, and Expires that far ahead', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.UTC(2030, 0, 1));
      expect(serializeCookie('a', 'b', { maxAge: 90.7, httpOnly: true, sameSite: 'Strict' })).toBe(
        `a=b; Path=/; Max-Age=90; Expires=${new Date(Date.UTC(2030, 0, 1, 0, 1, 30, 700)).toUTCString()}; HttpOnly; SameSite=Strict`,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('appendSetCookie', () => {
  const response = (existing: unknown) => {
    const headers = new Map<string, unknown>(existing === undefined ? [] : [['set-cookie', existing]]);
    return { headers, getHeader: (name: string) => headers.get(name.toLowerCase()), setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value) };
  };

  it('keeps the cookies already set, one or a list', () => {
    for (const [existing, expected] of [
      [undefined, ['new=1']],
      ['old=1', ['old=1', 'new=1']],
      [['a=1', 'b=2'], ['a=1', 'b=2', 'new=1']],
    ] as const) {
      const res = response(existing);
      appendSetCookie(res, 'new=1');
      expect(res.headers.get('set-cookie'), String(existing)).toEqual(expected);
    }
  });
});
