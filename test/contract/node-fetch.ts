import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FetchHandler } from '../../src/fetch/index.js';

/** The Request node:http received: every header line kept (a second Host line is joined, as runtimes do). */
function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>);
  const target = req.url ?? '';
  // Only a path (origin-form) names a resource here: `*` and absolute forms are refused as a 400 by the caller.
  if (!target.startsWith('/')) throw new TypeError(`not a path: ${target}`);
  // A Host no URL can hold (`127.0.0.1@evil.example`) stays in the headers, where the allowed-hosts check reads it.
  const url = URL.canParse(`http://${req.headers.host}/`) && !String(req.headers.host).includes('@') ? `http://${req.headers.host}${target}` : `http://localhost${target}`;
  return new Request(url, { method: req.method, headers, body, signal, duplex: 'half' } as RequestInit);
}

async function write(res: ServerResponse, response: Response): Promise<void> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => name !== 'set-cookie' && headers.push([name, value]));
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  res.writeHead(response.status, headers.flat());
  if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  // Ended once its bytes are handed to the socket: only then may an unread body's connection be closed.
  await new Promise<void>((resolve) => res.end(resolve));
}

/**
 * A fetch handler served by node:http, as a Node adapter (Hono's node-server and the like) serves one: the body
 * streamed into the Request, the Response streamed out; a body the handler left unread is not drained but the
 * connection closed, and a target no URL can hold is a 400.
 */
export function nodeListener(handler: FetchHandler): RequestListener {
  return (req, res) => {
    const aborted = new AbortController();
    res.on('close', () => res.writableFinished || aborted.abort());
    let request: Request;
    try {
      request = toRequest(req, aborted.signal);
    } catch {
      res.writeHead(400, { Connection: 'close' }).end('Bad Request');
      return;
    }
    void handler(request)
      .then((response) => write(res, response))
      .catch(() => res.destroy())
      .finally(() => req.complete || req.destroy());
  };
}
