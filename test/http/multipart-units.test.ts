import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, parseMultipart, UploadedFile } from '../../src/index.js';
import { dispositionParams, multipartBoundary } from '../../src/http/multipart.js';
import { errorBody } from '../../src/http/error-pages.js';
import { html } from '../../src/index.js';

// The multipart parser's pieces: boundaries, Content-Disposition parameters (spacing, quoting, RFC 5987),
// part headers, delimiters; and the error bodies the dispatcher writes in each format.

const B = 'XyZ';
const parse = (body: string, limits: { files: number; partHeaderSize?: number } = DEFAULT_LIMITS) => parseMultipart(Buffer.from(body, 'latin1'), `multipart/form-data; boundary=${B}`, limits);
const field = (disposition: string, content = 'v', headers = '') => `--${B}\r\nContent-Disposition: ${disposition}\r\n${headers}\r\n${content}\r\n--${B}--\r\n`;

describe('multipartBoundary', () => {
  it('reads the boundary after any spacing, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data;boundary=a1')).toBe('a1');
    expect(multipartBoundary('multipart/form-data; \t boundary="a b"; charset=x')).toBe('a b');
    expect(() => multipartBoundary('multipart/form-data')).toThrow('Invalid multipart/form-data body: the Content-Type has no boundary');
  });
});

describe('dispositionParams', () => {
  it.each<[string, Record<string, string>]>([
    ['form-data;name=a', { name: 'a' }],
    ['form-data;\t name = "a" ;\tfilename= b.txt ', { name: 'a', filename: 'b.txt' }],
    ['form-data; name="a;b"; x=1', { name: 'a;b', x: '1' }],
    ['form-data; ; name=a', { name: 'a' }],
    ['form-data; =x; name=a', { name: 'a' }],
    ['form-data; flag; name=a', { name: 'a' }],
    ['form-data; flag', {}],
    ['form-data; name=', { name: '' }],
    ['form-data; name="a\\"b;c"; next=1', { name: 'a\\"b;c', next: '1' }],
    ['form-data', {}],
  ])('%j → %j', (header, params) => {
    expect(Object.fromEntries(dispositionParams(header))).toEqual(params);
  });
});

describe('part names and filenames', () => {
  const fileOf = (disposition: string) => (parse(field(disposition))[0]![1] as UploadedFile).filename;

  it('unescapes \\" and \\\\ in names, keeps other backslashes; filenames keep theirs (Windows paths) but lose the directory', () => {
    expect(parse(field('form-data; name="a\\\\b\\"c\\d"'))[0]![0]).toBe('a\\b"c\\d');
    expect(parse(field('form-data; name="plain"'))[0]![0]).toBe('plain');
    expect(fileOf('form-data; name="f"; filename="C:\\dir\\a.txt"')).toBe('a.txt');
    expect(fileOf('form-data; name="f"; filename="dir/x.txt"')).toBe('x.txt');
  });

  it('decodes filename* only in the charset\'quote\'value form, else falls back to filename', () => {
    expect(fileOf(`form-data; name="f"; filename="p.txt"; filename*=UTF-8''%C3%A9.txt`)).toBe('é.txt');
    expect(fileOf(`form-data; name="f"; filename="p.txt"; filename*=utf-8'en'%C3%A9.txt`)).toBe('é.txt');
    expect(fileOf(`form-data; name="f"; filename="p.txt"; filename*=UTF-8%C3%A9.txt`)).toBe('p.txt');
    expect(fileOf(`form-data; name="f"; filename="p.txt"; filename*=UTF-8'%C3%A9.txt`)).toBe('p.txt');
    expect(fileOf(`form-data; name="f"; filename="p.txt"; filename*=UT F8''x.txt`)).toBe('p.txt');
    expect(fileOf(`form-data; name="f"; filename="p.txt"; filename*=''x%41.txt`)).toBe('xA.txt');
    expect(fileOf(`form-data; name="f"; filename="p.txt"; filename*=X''x%41.txt`)).toBe('xA.txt');
  });

  it('a file gets application/octet-stream unless its part says otherwise; headers are trimmed and read in any case', () => {
    const [[, plain]] = parse(field('form-data; name="f"; filename="a"')) as [[string, UploadedFile]];
    expect(plain.contentType).toBe('application/octet-stream');
    const [[, typed]] = parse(field('form-data; name="f"; filename="a"', 'v', ' CONTENT-TYPE : text/csv \r\nno colon here\r\n: empty name\r\n')) as [[string, UploadedFile]];
    expect(typed.contentType).toBe('text/csv');
  });

  it('refuses a Content-Disposition that does not start with form-data', () => {
    expect(() => parse(field('attachment; form-data; name="a"'))).toThrow('Invalid multipart/form-data body: a part is not form-data');
    expect(() => parse(field('form-database; name="a"'))).toThrow('a part is not form-data');
  });

  it('keeps a file with content but no filename, drops an empty one, and counts files against the limit', () => {
    expect(parse(field('form-data; name="f"; filename=""', ''))).toEqual([]);
    expect(() => parse(field('form-data; name="f"; filename="a"'), { files: 0 })).toThrow(expect.objectContaining({ status: 413, message: 'Too many files in one request: more than 0' }));
  });
});

describe('delimiters', () => {
  it('closes only on two dashes, and wants CR LF after a boundary line', () => {
    expect(() => parse(`--${B}-\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${B}--`)).toThrow('a boundary line does not end with CRLF');
    expect(() => parse(`--${B}\rContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${B}--`)).toThrow('a boundary line does not end with CRLF');
    expect(() => parse(`--${B}\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${B}--`)).toThrow('a boundary line does not end with CRLF');
    expect(parse(`--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${B}\r\nContent-Disposition: form-data; name="b"\r\n\r\n2\r\n--${B}--`)).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('takes a part header block of exactly partHeaderSize bytes, not one more', () => {
    const head = 'Content-Disposition: form-data; name="a"';
    const sized = (size: number) => `--${B}\r\n${head}\r\nX: ${'y'.repeat(size - head.length - 5)}\r\n\r\n1\r\n--${B}--`;
    expect(parse(sized(100), { files: 1, partHeaderSize: 100 })).toEqual([['a', '1']]);
    expect(() => parse(sized(101), { files: 1, partHeaderSize: 100 })).toThrow("Invalid multipart/form-data body: a part's headers are longer than 100 bytes");
  });

  it('a content that starts like headers is content', () => {
    expect(parse(field('form-data; name="a"', '\r\n\r\nx'))).toEqual([['a', '\r\n\r\nx']]);
  });
});

describe('errorBody', () => {
  const error = { status: 404, message: 'No <route>', details: 'near: /a' };

  it('writes JSON, XML, HTML or text, each with the details when there are some', () => {
    expect(errorBody(error, ['json'])).toEqual({ contentType: 'application/json; charset=utf-8', body: '{"status":404,"error":"No <route>","details":"near: /a"}' });
    expect(errorBody({ status: 404, message: 'x' }, ['json']).body).toBe('{"status":404,"error":"x"}');
    expect(errorBody(error, ['xml']).body).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<error>\n  <status type="integer">404</status>\n  <error>No &lt;route&gt;</error>\n  <details>near: /a</details>\n</error>\n');
    expect(errorBody(error, ['html'])).toEqual({
      contentType: 'text/html; charset=utf-8',
      body: '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>404 Not Found</title></head><body>\n<h1>404 Not Found</h1>\n<p>No &lt;route&gt;</p>\n<pre>near: /a</pre>\n</body></html>\n',
    });
    expect(errorBody({ status: 404, message: 'x' }, ['html']).body).toBe('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>404 Not Found</title></head><body>\n<h1>404 Not Found</h1>\n<p>x</p>\n</body></html>\n');
    expect(errorBody(error, ['pdf'])).toEqual({ contentType: 'text/plain; charset=utf-8', body: '404 Not Found\nNo <route>\n\nnear: /a\n' });
    expect(errorBody({ status: 599, message: 'x' }, ['text']).body).toBe('599 Error\nx\n');
  });

  it('uses the app\'s page for HTML unless it gives null or undefined', () => {
    expect(errorBody(error, ['html'], () => html`<p>own</p>`).body).toBe('<p>own</p>');
    expect(errorBody(error, ['html'], () => null).body).toMatch(/^<!DOCTYPE html>/);
    expect(errorBody(error, ['html'], () => undefined).body).toMatch(/^<!DOCTYPE html>/);
  });
});
