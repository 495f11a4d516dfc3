import type { ServerResponse } from 'node:http';

/**
 * Writes a whole response. A HEAD request gets the same status and headers as the GET would, Content-Length
 * included, and no body.
 */
export function send(
  res: ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>>,
  body: string | Buffer,
  head: boolean,
): void {
  res.statusCode = status;
  for (const name in headers) res.setHeader(name, headers[name]!);
  // 204 and 304 never carry a body, and say nothing about its length.
  if (status !== 204 && status !== 304) res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length);
  // A string goes out as it is: node:http then writes headers and body in one write, where a Buffer takes two.
  res.end(head || status === 204 || status === 304 ? undefined : body);
}
