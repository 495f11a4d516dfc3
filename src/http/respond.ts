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
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // 204 and 304 never carry a body, and say nothing about its length.
  if (status !== 204 && status !== 304) res.setHeader('Content-Length', String(bytes.length));
  res.end(head || status === 204 || status === 304 ? undefined : bytes);
}
