// multipart/form-data at its edges: Content-Disposition parameters (quoting, RFC 5987 values, junk), part
// headers, boundary lines, the header size limit, files (empty, unnamed types, client paths).
import { describe, expect, it, vi } from 'vitest';
import { BadRequest, PayloadTooLarge, UploadedFile } from '../../src/index.js';
import { dispositionParams, multipartBoundary } from '../../src/http/multipart.js';

// Loaded afresh in each parsing test (so errors come from fresh classes too: checked by status): the delimiters, patterns and defaults are set up when the module loads.
async function fresh() {
  vi.resetModules();
  return import('../../src/http/multipart.js');
}

const TYPE = 'multipart/form-data; boundary=B';
/** A body of parts given as raw header blocks and contents. */
const body = (...parts: [headers: string, content: string][]) => Buffer.from(`${parts.map(([h, c]) => `--B\r\n${h}\r\n\r\n${c}\r\n`).join('')}--B--\r\n`);
const field = (disposition: string, content = 'v') => [`Content-Disposition: ${disposition}`, content] as [string, string];

async function parse(data: Buffer, limits: { files: number; partHeaderSize?: number } = { files: 5 }) {
  const { parseMultipart: run } = await fresh();
  return run(data, TYPE, limits);
}

async function refusal(data: Buffer, limits?: { files: number; partHeaderSize?: number }): Promise<Error> {
  try {
    await parse(data, limits);
  } catch (error) {
    return error as Error;
  }
  throw new Error('not refused');
}

describe('multipartBoundary', () => {
  it('needs no space after the semicolon', () => {
    expect(multipartBoundary('multipart/form-data;boundary=abc')).toBe('abc');
  });
});

describe('dispositionParams', () => {
  const params = (header: string) => Object.fromEntries(dispositionParams(header));

  it('reads nothing before the first semicolon, and nothing without one', () => {
    expect(params('form-data name=x')).toEqual({});
    expect(params('xa=b')).toEqual({});
  });

  it('skips parameters without a value, empty keys, and junk after a quoted value', () => {
    expect(params('form-data; flag; name="a"')).toEqual({ name: 'a' });
    expect(params('form-data; flag')).toEqual({});
    expect(params('form-data; =x; name=y')).toEqual({ name: 'y' });
    expect(params('form-data; name="a"x=1; filename="f"')).toEqual({ name: 'a', filename: 'f' });
  });

  it('trims keys and unquoted values; a quoted value may follow spaces or tabs', () => {
    expect(params('form-data;name="a";filename=b')).toEqual({ name: 'a', filename: 'b' });
    expect(params('form-data; Name ="a"; filename=f.txt ; x= "q"; y=\t"t"')).toEqual({ name: 'a', filename: 'f.txt', x: 'q', y: 't' });
  });
});

describe('parseMultipart: names and filenames', () => {
  it('unescapes \\" and \\\\ in names, and keeps any other backslash', async () => {
    const pairs = await parse(body(field('form-data; name="a\\"b"'), field('form-data; name="c\\\\d"'), field('form-data; name="e\\x"'), field('form-data; name="f\\\\"')));
    expect(pairs.map(([name]) => name)).toEqual(['a"b', 'c\\d', 'e\\x', 'f\\']);
  });

  it('keeps filenames as sent, then takes the base name of a client path', async () => {
    const pairs = await parse(
      body(field('form-data; name="f"; filename="x\\"y.txt"', 'a'), field('form-data; name="g"; filename="C:\\Users\\me\\a.txt"', 'b'), field('form-data; name="h"; filename="/tmp/b.txt"', 'c')),
    );
    expect(pairs.map(([, file]) => (file as UploadedFile).filename)).toEqual(['"y.txt', 'a.txt', 'b.txt']);
  });

  it('filename*: UTF-8 with a language tag, ISO-8859-1; malformed ones fall back to filename', async () => {
    const file = async (disposition: string) => ((await parse(body(field(`form-data; name="f"; ${disposition}`, 'x'))))[0]![1] as UploadedFile).filename;
    expect(await file(`filename="plain.txt"; filename*=UTF-8'en'caf%C3%A9.txt`)).toBe('café.txt');
    expect(await file(`filename="plain.txt"; filename*=iso-8859-1''caf%E9.txt`)).toBe('café.txt');
    expect(await file(`filename="plain.txt"; filename*=a''caf%E9`)).toBe('café');
    for (const bad of ['abc', "UTF-8'abc", "'x", "ab c''x", "a/b''x", "UTF-8''%E9"]) {
      expect(await file(`filename="plain.txt"; filename*=${bad}`), bad).toBe('plain.txt');
    }
  });
});

describe('parseMultipart: part headers', () => {
  it('header names are trimmed; a line without a colon is no header', async () => {
    const [[, trimmed], [, none]] = (await parse(
      body(['Content-Disposition: form-data; name="a"; filename="a"\r\nContent-Type : text/plain', 'x'], ['Content-Disposition: form-data; name="b"; filename="b"\r\nContent-TypeX', 'y']),
    )) as [[string, UploadedFile], [string, UploadedFile]];
    expect([trimmed.contentType, none.contentType]).toEqual(['text/plain', 'application/octet-stream']);
  });

  it('a part is form-data only when its disposition starts so', async () => {
    expect((await refusal(body(field('attachment; x=form-data; name="a"')))).message).toBe('Invalid multipart/form-data body: a part is not form-data');
  });

  it('the CRLF ending the headers is not the one before the next boundary: a part needs its own', async () => {
    const data = Buffer.from('--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n--B--\r\n');
    expect((await refusal(data)).message).toBe('Invalid multipart/form-data body: the closing boundary is missing');
    expect(await parse(Buffer.from('--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n--B--\r\n'))).toEqual([['a', '']]);
  });

  it('headers of exactly partHeaderSize bytes with no end are unfinished, not too long; the default is 16 KiB', async () => {
    const unfinished = Buffer.from(`--B\r\n${'h'.repeat(10)}`);
    expect((await refusal(unfinished, { files: 1, partHeaderSize: 10 })).message).toBe('Invalid multipart/form-data body: a part has no end of headers');
    expect((await refusal(Buffer.from(`--B\r\n${'h'.repeat(11)}`), { files: 1, partHeaderSize: 10 })).message).toMatch(/longer than 10 bytes/);
    const long = body([`Content-Disposition: form-data; name="a"\r\nX-Pad: ${'p'.repeat(17000)}`, 'v']);
    expect((await refusal(long)).message).toBe("Invalid multipart/form-data body: a part's headers are longer than 16384 bytes");
    const { DEFAULT_PART_HEADER_SIZE } = await fresh();
    expect(DEFAULT_PART_HEADER_SIZE).toBe(16384);
  });
});

describe('parseMultipart: boundary lines', () => {
  it('only -- closes the body; anything else after a delimiter but padding needs CRLF', async () => {
    for (const line of ['--B-x\r\n', '--Bx-\r\n', '--B\rX', '--BX\n']) {
      const error = await refusal(Buffer.from(`${line}Content-Disposition: form-data; name="a"\r\n\r\nv\r\n--B--\r\n`));
      expect([(error as BadRequest).status, error.message], JSON.stringify(line)).toEqual([400, 'Invalid multipart/form-data body: a boundary line does not end with CRLF']);
    }
    expect(await parse(Buffer.from('--B \t\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--B--'))).toEqual([['a', 'v']]);
  });
});

describe('parseMultipart: files', () => {
  it('keeps a named empty file, with the default type; drops an unnamed empty one', async () => {
    const pairs = await parse(body(field('form-data; name="f"; filename="empty.txt"', ''), field('form-data; name="g"; filename=""', '')));
    expect(pairs).toHaveLength(1);
    const file = pairs[0]![1] as UploadedFile;
    expect([file.filename, file.contentType, file.data.length]).toEqual(['empty.txt', 'application/octet-stream', 0]);
  });

  it('over the file limit: 413 saying the limit', async () => {
    const error = await refusal(body(field('form-data; name="a"; filename="a"', 'x'), field('form-data; name="b"; filename="b"', 'y')), { files: 1 });
    expect([(error as PayloadTooLarge).status, error.message]).toEqual([413, 'Too many files in one request: more than 1']);
  });
});
