import { BadRequest, PayloadTooLarge } from './errors.js';
import type { ParamValue } from './nested-params.js';
import { UploadedFile } from './uploaded-file.js';

const CRLF_CRLF = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data; boundary=…` content type (RFC 2046: 1–70 characters). */
export function multipartBoundary(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new BadRequest('Invalid multipart/form-data body: the Content-Type has no boundary');
  return boundary;
}

/** The value of one parameter of a header: `name="x"`, `name=x`, or RFC 5987 `filename*=UTF-8''x%20y`. */
function headerParam(header: string, key: string): string | undefined {
  const extended = new RegExp(`;\\s*${key}\\*\\s*=\\s*([^;]*)`, 'i').exec(header);
  if (extended) {
    const m = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(extended[1]!.trim());
    if (m) {
      try {
        if (m[1]!.toLowerCase() === 'utf-8') return decodeURIComponent(m[2]!);
        // ISO-8859-1, the only other charset RFC 5987 requires: one byte per character.
        return m[2]!.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      } catch {
        // fall through to the plain parameter
      }
    }
  }
  const plain = new RegExp(`;\\s*${key}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(header);
  if (!plain) return undefined;
  if (plain[1] === undefined) return plain[2];
  // Browsers percent-encode quotes instead of escaping them, and old ones sent Windows paths with bare
  // backslashes in filenames; so only `\"` and `\\` are unescaped, and only in names.
  return key === 'filename' ? plain[1] : plain[1].replace(/\\(["\\])/g, '$1');
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
 * for the nested-params builder. The body is already in memory and size-checked; this bounds the file count.
 * A file input left empty (empty filename) sends nothing, as in Rack.
 */
export function parseMultipart(body: Buffer, contentType: string, limits: { files: number }): [string, ParamValue][] {
  const boundary = multipartBoundary(contentType);
  const delimiter = Buffer.from(`--${boundary}`);
  const bad = (why: string) => new BadRequest(`Invalid multipart/form-data body: ${why}`);
  let position = body.indexOf(delimiter);
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
    const headerEnd = body.indexOf(CRLF_CRLF, position);
    if (headerEnd === -1) throw bad('a part has no end of headers');
    const headers = parseHeaders(body.toString('utf8', position, headerEnd));
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headerEnd + 4);
    if (next === -1) throw bad('the closing boundary is missing');
    const content = body.subarray(headerEnd + 4, next);
    position = next + 2;

    const disposition = headers.get('content-disposition') ?? '';
    if (!/^form-data\b/i.test(disposition)) throw bad('a part is not form-data');
    const name = headerParam(disposition, 'name');
    if (name === undefined) throw bad('a part has no name');
    const filename = headerParam(disposition, 'filename');
    if (filename === undefined) {
      pairs.push([name, content.toString('utf8')]);
    } else if (filename !== '' || content.length > 0) {
      if (++files > limits.files) throw new PayloadTooLarge(`Too many files in one request: more than ${limits.files}`);
      const type = headers.get('content-type') ?? 'application/octet-stream';
      pairs.push([name, new UploadedFile(baseName(filename), type, Buffer.from(content))]);
    }
  }
}
