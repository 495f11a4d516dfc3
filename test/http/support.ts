import { createServer, request, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/** A server on a free loopback port; `close()` ends it and its connections. */
export async function listen(handler: RequestListener): Promise<{ base: string; port: number; server: Server; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request with full control of method, headers and body (fetch refuses bodies on some verbs and adds
 * headers of its own). `chunked` sends the body without a Content-Length.
 */
export function send(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined && !options.chunked) headers['Content-Length'] = String(Buffer.byteLength(options.body));
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

export const form = (body: string) => ({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
export const json = (value: unknown) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) });

/** A multipart/form-data body from fields and files. */
export function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[], boundary = '----testBoundary7MA4YWxk') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat(chunks) };
}

/**
 * A request written byte by byte on a raw socket: `head` is sent, then `total` bytes of `chunk` (as fast as the
 * server takes them), unless `stallAfter` stops the body there. Resolves when the server closes the
 * connection or `waitMs` passes, with the status line and how many body bytes were written.
 */
export function rawRequest(
  port: number,
  head: string,
  options: { chunk?: Buffer; total?: number; stallAfter?: number; waitMs?: number } = {},
): Promise<{ status: number; response: string; sent: number; closed: boolean }> {
  const { chunk = Buffer.alloc(64 * 1024, 0x61), total = 0, stallAfter = Infinity, waitMs = 5000 } = options;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0), response, sent, closed });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (d: Buffer) => (response += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.write(head);
    const pump = () => {
      while (sent < Math.min(total, stallAfter) && !socket.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, Math.min(total, stallAfter) - sent));
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}
