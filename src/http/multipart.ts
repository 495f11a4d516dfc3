import { copyBytes, indexOfBytes, utf8Bytes, utf8Text } from './bytes.js';
import { BadRequest, PayloadTooLarge } from './errors.js';
import type { ParamValue } from './nested-params.js';
import { UploadedFile } from './uploaded-file.js';

const CRLF_CRLF = utf8Bytes('\r\n\r\n');

/** The boundary of a `multipart/form-data; boundary=…` content type (RFC 2046: 1–70 characters). */
export function multipartBoundary(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new BadRequest('Invalid multipart/form-data body: the Content-Type has no boundary');
  return boundary;
}

/** Bytes of one part's header block allowed by default; more is a 400 (no part needs more than a few hundred). */
export const DEFAULT_PART_HEADER_SIZE = 16 * 1024;

const CHARSET = /^[\w!#$%&+^`{}~-]*$/;

/** Decodes an RFC 5987 value (`UTF-8''x%20y`); undefined when it is not one. */
function extendedValue(text: string): string | undefined {
  const first = text.indexOf("'");
  const second = first === -1 ? -1 : text.indexOf("'", first + 1);
  if (second === -1) return undefined;
  const charset = text.slice(0, first);
  if (!CHARSET.test(charset)) return undefined;
  const encoded = text.slice(second + 1);
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    // ISO-8859-1, the only other charset RFC 5987 requires: one byte per character.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return undefined;
  }
}

/**
 * The parameters of a Content-Disposition value (`form-data; name="a"; filename*=UTF-8''b`), lower-cased
 * keys, first occurrence kept. One left-to-right scan, no regexp, so any header costs time linear in its length.
 * Quoted values keep their backslashes as sent (`filename`: browsers send Windows paths with bare
 * backslashes); the caller unescapes names.
 */
export function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const n = header.length;
  let i = header.indexOf(';');
  if (i === -1) return params;
  while (i < n) {
    i++; // past `;`
    while (i < n && (header[i] === ' ' || header[i] === '\t')) i++;
    let keyEnd = i;
    while (keyEnd < n && header[keyEnd] !== '=' && header[keyEnd] !== ';') keyEnd++;
    const key = header.slice(i, keyEnd).trim().toLowerCase();
    if (keyEnd >= n || header[keyEnd] === ';') {
      i = keyEnd;
      continue;
    }
    i = keyEnd + 1;
    while (i < n && (header[i] === ' ' || header[i] === '\t')) i++;
    let value: string;
    if (header[i] === '"') {
      let end = i + 1;
      while (end < n && header[end] !== '"') end += header[end] === '\\' ? 2 : 1;
      value = header.slice(i + 1, Math.min(end, n));
      i = header.indexOf(';', end);
      if (i === -1) i = n;
    } else {
      let end = header.indexOf(';', i);
      if (end === -1) end = n;
      value = header.slice(i, end).trim();
      i = end;
    }
    if (key !== '' && !params.has(key)) params.set(key, value);
  }
  return params;
}

/** The value of one parameter: the RFC 5987 form (`filename*`) wins over the plain one. */
function headerParam(params: Map<string, string>, key: string): string | undefined {
  const extended = params.get(`${key}*`);
  const decoded = extended === undefined ? undefined : extendedValue(extended);
  if (decoded !== undefined) return decoded;
  const plain = params.get(key);
  if (plain === undefined) return undefined;
  // Browsers percent-encode quotes instead of escaping them, and old ones sent Windows paths with bare
  // backslashes in filenames; so only `\"` and `\\` are unescaped, and only in names.
  return key === 'filename' ? plain : unescapeQuoted(plain);
}

function unescapeQuoted(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) out += text[++i];
    else out += c;
  }
  return out;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

// Browsers send a base name; old ones sent the whole client path (`C:\Users\me\a.txt`).
const baseName = (filename: string) => filename.split(/[\\/]/).pop() ?? '';

/**
 * The fields and files of a multipart/form-data body (RFC 7578), as name / value pairs in body order, ready
 * for the nested-params builder. The body is already in memory and size-checked; this bounds the file count
 * and the size of each part's headers (`partHeaderSize`, over it: 400). Time is linear in the body's length.
 * A file input left empty (empty filename) sends nothing, as in Rack.
 */
export function parseMultipart(body: Uint8Array, contentType: string, limits: { files: number; partHeaderSize?: number }): [string, ParamValue][] {
  const boundary = multipartBoundary(contentType);
  const delimiter = utf8Bytes(`--${boundary}`);
  const nextDelimiter = utf8Bytes(`\r\n--${boundary}`);
  const maxHeader = limits.partHeaderSize ?? DEFAULT_PART_HEADER_SIZE;
  const bad = (why: string) => new BadRequest(`Invalid multipart/form-data body: ${why}`);
  let position = indexOfBytes(body, delimiter);
  if (position === -1) throw bad('the boundary does not occur');
  const pairs: [string, ParamValue][] = [];
  let files = 0;
  for (;;) {
    position += delimiter.length;
    // `--` after a delimiter closes the body.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return pairs;
    // Transport padding (spaces, tabs) may follow a delimiter before its CRLF.
    while (body[position] === 0x20 || body[position] === 0x09) position++;
    if (body[position] !== 0x0d || body[position + 1] !== 0x0a) throw bad('a boundary line does not end with CRLF');
    position += 2;
    // Only the first `maxHeader` bytes are searched: a part header of megabytes is refused, not scanned.
    const window = body.subarray(position, position + maxHeader + CRLF_CRLF.length);
    const found = indexOfBytes(window, CRLF_CRLF);
    if (found === -1) throw bad(window.length > maxHeader ? `a part's headers are longer than ${maxHeader} bytes` : 'a part has no end of headers');
    const headerEnd = position + found;
    const headers = parseHeaders(utf8Text(body, position, headerEnd));
    const next = indexOfBytes(body, nextDelimiter, headerEnd + 4);
    if (next === -1) throw bad('the closing boundary is missing');
    const content = body.subarray(headerEnd + 4, next);
    position = next + 2;

    const disposition = headers.get('content-disposition') ?? '';
    if (!/^form-data\b/i.test(disposition)) throw bad('a part is not form-data');
    const params = dispositionParams(disposition);
    const name = headerParam(params, 'name');
    if (name === undefined) throw bad('a part has no name');
    const filename = headerParam(params, 'filename');
    if (filename === undefined) {
      pairs.push([name, utf8Text(content)]);
    } else if (filename !== '' || content.length > 0) {
      if (++files > limits.files) throw new PayloadTooLarge(`Too many files in one request: more than ${limits.files}`);
      const type = headers.get('content-type') ?? 'application/octet-stream';
      pairs.push([name, new UploadedFile(baseName(filename), type, copyBytes(content))]);
    }
  }
}
