import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyServerTimeouts } from '../../src/index.js';
import { ClientGone } from '../../src/http/body.js';
import { checkPath, clientGone, defaultErrorLog } from '../../src/http/protection.js';
import { closeWithoutReading, LINGER_MS, tightenServerOf } from '../../src/http/node-server.js';

// The dispatcher's guards, one by one: path checks, the headers deadline, what counts as a client gone,
// the production error log, and the lingering close of a connection whose body is not read.

describe('checkPath', () => {
  it('refuses a path not starting with / or with broken percent-encoding, quoting at most 200 characters', () => {
    expect(() => checkPath('*')).toThrow(expect.objectContaining({ status: 400, message: 'Malformed path "*": a path starts with /' }));
    const long = `x${'a'.repeat(300)}`;
    expect(() => checkPath(long)).toThrow(`Malformed path ${JSON.stringify(long.slice(0, 200))}: a path starts with /`);
    const broken = `/%ZZ${'b'.repeat(300)}`;
    expect(() => checkPath(broken)).toThrow(expect.objectContaining({ status: 400, message: `Malformed path ${JSON.stringify(broken.slice(0, 200))}: invalid percent-encoding` }));
    expect(() => checkPath('/caf%C3%A9')).not.toThrow();
  });
});

describe('the headers deadline', () => {
  const server = (headersTimeout: number) => ({ headersTimeout }) as Server;

  it('only tightens: a longer or unlimited deadline is cut, a shorter one kept', () => {
    const long = server(60_000);
    applyServerTimeouts(long);
    expect(long.headersTimeout).toBe(30_000);
    const unlimited = server(0);
    applyServerTimeouts(unlimited, { headers: 5000 });
    expect(unlimited.headersTimeout).toBe(5000);
    const short = server(1000);
    applyServerTimeouts(short, { headers: 5000 });
    expect(short.headersTimeout).toBe(1000);
  });

  it('leaves the server alone when told 0 (no deadline of its own)', () => {
    const s = server(60_000);
    applyServerTimeouts(s, { headers: 0 });
    expect(s.headersTimeout).toBe(60_000);
  });

  it('is applied once per server, from the first request that came through it', () => {
    const s = server(60_000);
    const req = { socket: { server: s } } as unknown as IncomingMessage;
    tightenServerOf(req, { headers: 2000 });
    expect(s.headersTimeout).toBe(2000);
    s.headersTimeout = 60_000;
    tightenServerOf(req, { headers: 2000 });
    expect(s.headersTimeout).toBe(60_000);
    // No socket, or a socket without a server (a request built by hand): nothing to do, no error.
    expect(() => tightenServerOf({} as IncomingMessage, {})).not.toThrow();
    expect(() => tightenServerOf({ socket: {} } as unknown as IncomingMessage, {})).not.toThrow();
  });
});

describe('clientGone', () => {
  it('is true for a client that left (ClientGone, reset, broken pipe), false for anything else', () => {
    expect(clientGone(new ClientGone())).toBe(true);
    for (const code of ['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED']) expect(clientGone(Object.assign(new Error(), { code })), code).toBe(true);
    for (const error of [null, undefined, new Error('x'), Object.assign(new Error(), { code: 'EACCES' })]) expect(clientGone(error)).toBe(false);
  });
});

describe('the production error log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a new second exactly 1000 ms after the last one began', () => {
    let now = 5000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const lines: string[] = [];
    const log = defaultErrorLog(false, 1, (line) => lines.push(line));
    log('a', new Error('1'));
    log('a', new Error('2'));
    now = 6000;
    log('a', new Error('3'));
    expect(lines).toEqual(['a Error: 1', '… 1 more error(s) in the last second not logged', 'a Error: 3']);
  });

  it('writes one line of at most 1000 characters, line breaks made one space', () => {
    const lines: string[] = [];
    const log = defaultErrorLog(false, 10, (line) => lines.push(line));
    log('m', new Error('a\r\nb\n\nc'));
    log('m', 'x'.repeat(2000));
    expect(lines[0]).toBe('m Error: a b c');
    expect(lines[1]).toBe(`m ${'x'.repeat(998)}`);
  });
});

describe('closeWithoutReading', () => {
  afterEach(() => vi.useRealTimers());

  function fakeRequest(complete = false, destroyed = false) {
    const socket = Object.assign(new EventEmitter(), { destroyed, end: vi.fn(), destroy: vi.fn(), destroySoon: undefined as undefined | (() => void) });
    const req = Object.assign(new PassThrough(), { complete, socket });
    return { req: req as unknown as IncomingMessage & PassThrough, socket };
  }

  it('stops reading, then half-closes after the answer and destroys the socket LINGER_MS later', () => {
    vi.useFakeTimers();
    const { req, socket } = fakeRequest();
    closeWithoutReading(req);
    expect(req.listenerCount('data')).toBe(1);
    expect(req.isPaused()).toBe(true);
    const close = socket.destroySoon!;
    expect(typeof close).toBe('function');
    closeWithoutReading(req);
    expect(socket.destroySoon).toBe(close);
    expect(req.listenerCount('data')).toBe(1);
    close.call(socket);
    expect(socket.end).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LINGER_MS - 1);
    expect(socket.destroy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.destroy).toHaveBeenCalledTimes(1);
  });

  it('does not destroy a socket that closed by itself meanwhile', () => {
    vi.useFakeTimers();
    const { req, socket } = fakeRequest();
    closeWithoutReading(req);
    socket.destroySoon!.call(socket);
    socket.emit('close');
    vi.advanceTimersByTime(LINGER_MS);
    expect(socket.destroy).not.toHaveBeenCalled();
  });

  it('keeps a data listener the request already has, and leaves complete requests and closed sockets alone', () => {
    const listened = fakeRequest();
    listened.req.on('data', () => {});
    closeWithoutReading(listened.req);
    expect(listened.req.listenerCount('data')).toBe(1);
    for (const { req, socket } of [fakeRequest(true), fakeRequest(false, true)]) {
      closeWithoutReading(req);
      expect([socket.destroySoon, req.listenerCount('data'), req.isPaused()]).toEqual([undefined, 0, false]);
    }
    const noSocket = Object.assign(new PassThrough(), { complete: false, socket: null }) as unknown as IncomingMessage;
    expect(() => closeWithoutReading(noSocket)).not.toThrow();
    expect(noSocket.listenerCount('data')).toBe(0);
  });
});
