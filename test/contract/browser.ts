import { send, type RawResponse } from '../http/support.js';

/** A client that keeps the cookies it is given, as a browser does across requests (the session, its flash). */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  async request(method: string, path: string, options: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<RawResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await send(this.base, method, path, { ...options, headers: { ...(cookie ? { Cookie: cookie } : {}), ...options.headers } });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
    return this.request('GET', path, { headers });
  }

  /** A urlencoded form post. */
  submit(path: string, body: string, headers: Record<string, string> = {}): Promise<RawResponse> {
    return this.request('POST', path, { headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body });
  }

  /** The CSRF token of the session, read from the new-post form (loading it starts the session). */
  async token(): Promise<string> {
    const page = await this.get('/posts/new');
    return /name="authenticity_token" value="([^"]+)"/.exec(page.body)![1]!;
  }
}
