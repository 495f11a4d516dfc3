// Bytes without Buffer: what runs on Deno and workerd (no global Buffer) checked against Node's Buffer, which
// the same functions use where it exists. Random inputs, seeded.
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64Url } from '../../src/http/base64.js';
import { byteLength, concatBytes, copyBytes, indexOfBytes, kmpSearch, randomBytes, timingSafeEqual, toHex, utf8Bytes, utf8Length, utf8Text } from '../../src/http/bytes.js';
import { STATUS_TEXT } from '../../src/http/status-text.js';
import { STATUS_CODES } from 'node:http';

function seeded(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
}

describe('bytes', () => {
  it('counts UTF-8 bytes as Buffer does: ASCII, 2- and 3-byte characters, surrogate pairs, lone surrogates', () => {
    const random = seeded(7);
    const pieces = ['a', 'é', '€', '😀', '\ud800', '\udc00', 'z\ud83d', '\u07ff', '\u0800', '\uffff'];
    for (let n = 0; n < 500; n++) {
      let text = '';
      for (let k = Math.floor(random() * 12); k > 0; k--) text += pieces[Math.floor(random() * pieces.length)];
      expect(utf8Length(text), JSON.stringify(text)).toBe(Buffer.byteLength(text, 'utf8'));
      expect(byteLength(text)).toBe(Buffer.byteLength(text, 'utf8'));
    }
  });

  it('finds a needle as Buffer#indexOf does, in linear time on bodies made to look like it (KMP)', () => {
    const random = seeded(3);
    for (let n = 0; n < 300; n++) {
      const hay = Uint8Array.from({ length: Math.floor(random() * 40) }, () => 97 + Math.floor(random() * 3));
      const needle = Uint8Array.from({ length: 1 + Math.floor(random() * 4) }, () => 97 + Math.floor(random() * 3));
      const from = Math.floor(random() * 10);
      expect(kmpSearch(hay, needle, from), `${toHex(hay)} ${toHex(needle)} ${from}`).toBe(Buffer.from(hay).indexOf(Buffer.from(needle), from));
      expect(indexOfBytes(hay, needle, from)).toBe(Buffer.from(hay).indexOf(Buffer.from(needle), from));
    }
    expect([kmpSearch(utf8Bytes('abc'), new Uint8Array(0), 2), kmpSearch(utf8Bytes('abc'), new Uint8Array(0), 9)]).toEqual([2, 3]);
    // A body of a million `-` and a boundary of 70: found (or not) after one pass.
    const dashes = new Uint8Array(1_000_000).fill(0x2d);
    const boundary = utf8Bytes(`\r\n--${'-'.repeat(68)}x`);
    expect(kmpSearch(dashes, boundary)).toBe(-1);
    expect(indexOfBytes(utf8Bytes('xx--b'), utf8Bytes('--b'), 0)).toBe(2);
  });

  it('decodes UTF-8 keeping a byte order mark, joins chunks, copies views', () => {
    const bytes = utf8Bytes('\ufeffcafé');
    expect(utf8Text(bytes)).toBe('\ufeffcafé');
    expect(utf8Text(bytes, 3, 6)).toBe('caf');
    const joined = concatBytes([utf8Bytes('ab'), utf8Bytes('c')], 3);
    expect(utf8Text(joined)).toBe('abc');
    const one = utf8Bytes('solo');
    expect(concatBytes([one], 4)).toBe(one);
    const copy = copyBytes(joined.subarray(1));
    joined[1] = 0x7a;
    expect([utf8Text(copy), copy.byteOffset, copy.buffer === joined.buffer]).toEqual(['bc', 0, false]);
    expect(Buffer.isBuffer(copyBytes(Buffer.from('node')))).toBe(true);
  });

  it('compares secrets in full, and makes random bytes and hex', () => {
    expect([timingSafeEqual(utf8Bytes('abc'), utf8Bytes('abc')), timingSafeEqual(utf8Bytes('abc'), utf8Bytes('abd')), timingSafeEqual(utf8Bytes('ab'), utf8Bytes('abc'))]).toEqual([true, false, false]);
    expect(timingSafeEqual(utf8Bytes('xbc'), utf8Bytes('abc'))).toBe(false);
    const random = randomBytes(32);
    expect([random.length, toHex(random)]).toEqual([32, Buffer.from(random).toString('hex')]);
    expect(toHex(new Uint8Array([0, 15, 255]))).toBe('000fff');
  });
});

describe('base64', () => {
  it('writes base64url and reads both alphabets as Buffer does (skipping other characters, stopping at =)', () => {
    const random = seeded(11);
    for (let n = 0; n < 300; n++) {
      const bytes = Buffer.from(Uint8Array.from({ length: n % 70 }, () => Math.floor(random() * 256)));
      const url = toBase64Url(bytes);
      expect(url).toBe(bytes.toString('base64url'));
      for (const text of [url, bytes.toString('base64'), ` ${url}%`, url.slice(0, -1), `${bytes.toString('base64')}=x`, `!${url}é`]) {
        expect(Buffer.from(fromBase64(text)).toString('hex'), JSON.stringify(text)).toBe(Buffer.from(text, 'base64').toString('hex'));
      }
    }
  });
});

describe('status texts', () => {
  it("are node:http's", () => {
    expect(STATUS_TEXT).toEqual(Object.fromEntries(Object.entries(STATUS_CODES).map(([code, text]) => [Number(code), text])));
  });
});
