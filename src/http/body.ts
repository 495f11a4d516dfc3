import type { IncomingMessage } from 'node:http';
import { HttpError, PayloadTooLarge } from './errors.js';
import { parseJsonBody } from './json-body.js';
import { parseMultipart } from './multipart.js';
import { buildParams, parseUrlEncoded, type ParamObject, type ParamsLimits } from './nested-params.js';

/** The body's params, and whether it was a form (urlencoded or multipart): only a form may override the verb. */
export interface ParsedBody {
  readonly params: ParamObject;
  readonly form: boolean;
}

export type BodyKind = 'urlencoded' | 'multipart' | 'json' | null;

/** The kind of body a Content-Type announces (null: not one the dispatcher parses). */
export function bodyKind(contentType: string | undefined): BodyKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return 'json';
  return null;
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** Reads the whole body, refusing (413) as soon as it is known to exceed `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  const tooLarge = () => new PayloadTooLarge(`Request body too large: the limit is ${limit} bytes`);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        // Keep the socket readable (the rest is discarded) so the 413 answer can still be written.
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // A client that goes away mid-body ends the wait (no 'end' will come).
    const onClose = () => {
      if (req.complete) return;
      cleanup();
      reject(new HttpError(400, 'The request body ended early: the client closed the connection'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * The params of a request body by its Content-Type: urlencoded and multipart forms (bracketed names nest)
 * and JSON. A body a framework already parsed (Express' `req.body`) is used as it is. Other content types
 * are left unread.
 */
export async function parseBody(req: IncomingMessage, limits: ParamsLimits): Promise<ParsedBody> {
  const kind = bodyKind(req.headers['content-type']);
  const preParsed = (req as { body?: unknown }).body;
  if (preParsed !== null && typeof preParsed === 'object' && !Array.isArray(preParsed) && !Buffer.isBuffer(preParsed)) {
    // Re-built through the same rules, so limits and prototype-key filtering hold for framework-parsed bodies too.
    const clean = parseJsonBody(JSON.stringify(preParsed), limits);
    return { params: clean, form: kind === 'urlencoded' || kind === 'multipart' };
  }
  if (kind === null || !hasBody(req) || req.readableEnded) return { params: {}, form: false };
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity') throw new HttpError(415, `Unsupported Content-Encoding ${JSON.stringify(encoding)}: send the body uncompressed`);

  const body = await readBody(req, kind === 'multipart' ? limits.multipartSize : limits.bodySize);
  switch (kind) {
    case 'urlencoded':
      return { params: parseUrlEncoded(body.toString('utf8'), limits), form: true };
    case 'multipart':
      return { params: buildParams(parseMultipart(body, req.headers['content-type']!, limits), limits), form: true };
    case 'json':
      return { params: parseJsonBody(body.toString('utf8'), limits), form: false };
  }
}
