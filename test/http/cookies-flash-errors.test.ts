import { describe, expect, it, vi } from 'vitest';
import { BadRequest, HttpError, NotAcceptable, PayloadTooLarge } from '../../src/index.js';
import { appendSetCookie, readCookie, serializeCookie } from '../../src/http/cookies.js';
import { Flash, FLASH_KEY } from '../../src/http/flash.js';

describe('readCookie', () => {
  it.each<[string | undefined, string | undefined]>([
    ['_session=abc', 'abc'],
    ['a=1; _session= abc ; b=2', 'abc'],
    ['a=1;_session=abc', 'abc'],
    ['x_session=1; _session=real', 'real'],
    ['_session_old=1; _session=real', 'real'],
    ['a=_session=1', undefined],
    ['a=1 _session=2', undefined],
    ['_session', undefined],
    ['other=1', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (header, value) => {
    expect(readCookie(header, '_session')).toBe(value);
  });
});

describe('serializeCookie and appendSetCookie', () => {
  it('writes only the attributes given, with an expiry maxAge seconds ahead', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    try {
      expect(serializeCookie('s', 'v', {})).toBe('s=v; Path=/');
      expect(serializeCookie('s', 'v', { path: '/app', maxAge: 60.9, httpOnly: true, secure: true, sameSite: 'Strict' })).toBe(
        `s=v; Path=/app; Max-Age=60; Expires=${new Date(Date.UTC(2030, 0, 1) + 60_900).toUTCString()}; HttpOnly; Secure; SameSite=Strict`,
      );
      expect(serializeCookie('s', 'v', { httpOnly: false, secure: false })).toBe('s=v; Path=/');
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds to the Set-Cookie headers already set (one or a list)', () => {
    const headers: Record<string, unknown> = {};
    const res = { getHeader: (n: string) => headers[n.toLowerCase()], setHeader: (n: string, v: unknown) => (headers[n.toLowerCase()] = v) };
    appendSetCookie(res, 'a=1');
    expect(headers['set-cookie']).toEqual(['a=1']);
    appendSetCookie(res, 'b=2');
    expect(headers['set-cookie']).toEqual(['a=1', 'b=2']);
    headers['set-cookie'] = 'app=1';
    appendSetCookie(res, 'c=3');
    expect(headers['set-cookie']).toEqual(['app=1', 'c=3']);
  });
});

describe('flash', () => {
  it('takes only a hash out of the session', () => {
    for (const stored of [null, 'text', ['a'], 5]) {
      const session: Record<string, unknown> = { [FLASH_KEY]: stored };
      expect(Flash.from(session).toObject(), String(stored)).toEqual({});
      expect(session).toEqual({});
    }
    expect(Flash.from({ [FLASH_KEY]: { notice: 'hi' } }).notice).toBe('hi');
  });

  it('now, keep, discard and toObject', () => {
    const session: Record<string, unknown> = { [FLASH_KEY]: { notice: 'from before' } };
    const flash = Flash.from(session);
    flash.now.notice = 'now notice';
    flash.now.set('x', 1);
    flash.alert = 'next alert';
    expect(flash.toObject()).toEqual({ notice: 'now notice', x: 1, alert: 'next alert' });
    expect([flash.get('x'), flash.alert]).toEqual([1, 'next alert']);
    flash.saveInto(session);
    expect(session[FLASH_KEY]).toEqual({ alert: 'next alert' });
    flash.keep();
    flash.saveInto(session);
    expect(session[FLASH_KEY]).toEqual({ notice: 'now notice', x: 1, alert: 'next alert' });
    flash.discard();
    flash.saveInto(session);
    expect(FLASH_KEY in session).toBe(false);
    // toObject is a copy.
    flash.toObject().notice = 'changed';
    expect(flash.notice).toBe('now notice');
  });
});

describe('HTTP errors', () => {
  it('have their names, statuses, messages and headers', () => {
    expect([new HttpError(418, 'x').name, new BadRequest('b').name, new PayloadTooLarge('p').name]).toEqual(['HttpError', 'BadRequest', 'PayloadTooLarge']);
    expect(new PayloadTooLarge('p').headers).toEqual({ Connection: 'close' });
    expect(new HttpError(418, 'x').headers).toEqual({});
    const notAcceptable = new NotAcceptable(['pdf', 'csv'], ['html', 'json']);
    expect([notAcceptable.name, notAcceptable.status, notAcceptable.message]).toEqual(['NotAcceptable', 406, 'Not Acceptable: asked for pdf, csv; this action gives html, json']);
    expect(new NotAcceptable([], []).message).toBe('Not Acceptable: asked for nothing; this action gives nothing');
  });
});
