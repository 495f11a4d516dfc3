// The response writer and the default headers, on a real server: who wins among default, earlier and given
// headers, Content-Length (none on 204/304), and HEAD.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DefaultHeaders, send as respond } from '../../src/http/respond.js';
import { listen, send, type RawResponse } from './support.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The raw answer when the server answers every request with `answer(res, isHead)`. */
async function answer(write: (res: ServerResponse, head: boolean) => void, method = 'GET'): Promise<RawResponse> {
  const server = await listen((req, res) => write(res, req.method === 'HEAD'));
  close = server.close;
  return send(server.base, method, '/');
}

const defaults = () => new DefaultHeaders(DefaultHeaders.list([['X-Frame-Options', 'SAMEORIGIN'], ['X-Content-Type-Options', 'nosniff']]));

describe('send', () => {
  it('writes status, headers, Content-Length in bytes, and the body (string or Buffer)', async () => {
    const text = await answer((res) => respond(res, 201, { 'Content-Type': 'text/plain' }, 'héllo', false));
    expect([text.status, text.headers['content-type'], text.headers['content-length'], text.body]).toEqual([201, 'text/plain', '6', 'héllo']);
    const bytes = await answer((res) => respond(res, 200, {}, Buffer.from('héllo'), false));
    expect([bytes.headers['content-length'], bytes.body]).toEqual(['6', 'héllo']);
  });

  it('204 and 304 carry no body and no Content-Length', async () => {
    for (const status of [204, 304]) {
      const res = await answer((r) => respond(r, status, { ETag: '"x"' }, 'ignored', false));
      expect([res.status, res.headers['content-length'], res.headers.etag, res.body], String(status)).toEqual([status, undefined, '"x"', '']);
      await close?.();
      close = undefined;
    }
  });

  it('HEAD gets the GET headers, Content-Length included, and no body', async () => {
    const res = await answer((r, head) => respond(r, 200, { 'Content-Type': 'text/plain' }, 'four', head), 'HEAD');
    expect([res.status, res.headers['content-length'], res.body]).toEqual([200, '4', '']);
  });

  it('given headers win over defaults and earlier headers, case-insensitively; the last of a name wins', async () => {
    const res = await answer((r) => {
      r.setHeader('X-Content-Type-Options', 'set-before');
      respond(r, 200, { 'x-frame-options': 'DENY', 'X-Extra': 'a', 'x-extra': 'b' }, '', false, defaults());
    });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('set-before');
    expect(res.headers['x-extra']).toBe('b');
  });

  it('a repeated name after the defaults replaces its own entry only', async () => {
    const res = await answer((r) => respond(r, 200, { 'X-Extra': 'a', 'x-extra': 'b' }, '', false, defaults()));
    expect([res.headers['x-frame-options'], res.headers['x-content-type-options'], res.headers['x-extra']]).toEqual(['SAMEORIGIN', 'nosniff', 'b']);
  });

  it('Content-Length is computed, whatever the headers say', async () => {
    const res = await answer((r) => respond(r, 200, { 'content-length': '99' }, 'ok', false));
    expect([res.headers['content-length'], res.body]).toEqual(['2', 'ok']);
  });

  it('sends the defaults the response does not have yet', async () => {
    const res = await answer((r) => respond(r, 200, {}, 'ok', false, defaults()));
    expect([res.headers['x-frame-options'], res.headers['x-content-type-options']]).toEqual(['SAMEORIGIN', 'nosniff']);
  });
});

describe('DefaultHeaders', () => {
  it('list keeps each name, its lower-cased form and its value', () => {
    expect(DefaultHeaders.list([['X-Frame-Options', 'DENY']])).toEqual([['X-Frame-Options', 'x-frame-options', 'DENY']]);
  });

  it('setOn sets the missing ones once; take then has none left', async () => {
    const res = await answer((r) => {
      const d = defaults();
      r.setHeader('X-Frame-Options', 'DENY');
      d.setOn(r);
      r.removeHeader('X-Content-Type-Options');
      d.setOn(r);
      r.end(JSON.stringify({ headers: r.getHeaders(), left: d.take(r) }));
    });
    expect(JSON.parse(res.body)).toEqual({ headers: { 'x-frame-options': 'DENY' }, left: [] });
  });

  it('take gives only those the response lacks, and only once', async () => {
    const res = await answer((r) => {
      const all = defaults();
      const taken = [all.take(r), all.take(r)];
      const some = defaults();
      r.setHeader('x-frame-options', 'DENY');
      taken.push(some.take(r), new DefaultHeaders([]).take(r));
      r.end(JSON.stringify(taken.map((list) => list.map(([name]) => name))));
    });
    expect(JSON.parse(res.body)).toEqual([['X-Frame-Options', 'X-Content-Type-Options'], [], ['X-Content-Type-Options'], []]);
  });

  it('take gives none when the response has them all', async () => {
    const res = await answer((r) => {
      r.setHeader('X-Frame-Options', 'DENY');
      r.setHeader('X-Content-Type-Options', 'custom');
      r.end(JSON.stringify(defaults().take(r)));
    });
    expect(res.body).toBe('[]');
  });

  it('an empty list sets nothing', async () => {
    const res = await answer((r) => {
      new DefaultHeaders([]).setOn(r);
      r.end(JSON.stringify(r.getHeaderNames()));
    });
    expect(res.body).toBe('[]');
  });
});
