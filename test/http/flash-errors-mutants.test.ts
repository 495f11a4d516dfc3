// The flash (kept in the session between two requests) and the HTTP error classes, through their public APIs.
import { describe, expect, it, vi } from 'vitest';
import { BadRequest, Flash, HttpError, NotAcceptable, PayloadTooLarge } from '../../src/index.js';

describe('Flash', () => {
  it('takes its messages out of the session key _flash, so they show once', async () => {
    vi.resetModules();
    const { Flash: FreshFlash, FLASH_KEY } = await import('../../src/http/flash.js');
    expect(FLASH_KEY).toBe('_flash');
    const session: Record<string, unknown> = { _flash: { notice: 'Saved' }, user: 1 };
    const flash = FreshFlash.from(session);
    expect([flash.notice, session]).toEqual(['Saved', { user: 1 }]);
    flash.saveInto(session);
    expect(session).toEqual({ user: 1 });
  });

  it('ignores a stored flash that is not a hash', () => {
    for (const stored of ['hi', ['a'], null, 3]) expect(Flash.from({ _flash: stored }).toObject(), JSON.stringify(stored)).toEqual({});
  });

  it('flash.now shows now only; notice / alert set now are kept for the next request', () => {
    const flash = Flash.from({});
    flash.now.notice = 'now notice';
    flash.now.alert = 'now alert';
    expect([flash.notice, flash.alert]).toEqual(['now notice', 'now alert']);
    const session: Record<string, unknown> = { _flash: { stale: 1 } };
    flash.saveInto(session);
    expect(session).toEqual({});
    const next = Flash.from({});
    next.alert = 'Failed';
    next.notice = 'Done';
    next.saveInto(session);
    expect(session).toEqual({ _flash: { alert: 'Failed', notice: 'Done' } });
  });

  it('keep passes this request’s messages on; discard drops what was set; toObject is a copy', () => {
    const kept = Flash.from({ _flash: { notice: 'from before' } });
    kept.keep();
    const session: Record<string, unknown> = {};
    kept.saveInto(session);
    expect(session).toEqual({ _flash: { notice: 'from before' } });
    const dropped = Flash.from({});
    dropped.set('custom', 'x');
    dropped.discard();
    dropped.saveInto(session);
    expect(session).toEqual({});
    const messages = dropped.toObject();
    messages.extra = 1;
    expect(dropped.toObject()).toEqual({ custom: 'x' });
  });
});

describe('HTTP errors', () => {
  it('name themselves; 413 closes the connection; 406 says what was asked and what there is', () => {
    expect([new HttpError(418, 'x').name, new BadRequest('x').name, new PayloadTooLarge('x').name, new NotAcceptable([], []).name]).toEqual([
      'HttpError',
      'BadRequest',
      'PayloadTooLarge',
      'NotAcceptable',
    ]);
    expect(new PayloadTooLarge('big').headers).toEqual({ Connection: 'close' });
    expect(new NotAcceptable(['xml', 'csv'], ['html', 'json']).message).toBe('Not Acceptable: asked for xml, csv; this action gives html, json');
    expect(new NotAcceptable([], []).message).toBe('Not Acceptable: asked for nothing; this action gives nothing');
  });
});
