/** The value of one cookie in a `Cookie` header, or undefined; only that cookie is looked at (no full parse). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let from = 0;
  for (;;) {
    const at: number = header.indexOf(name, from);
    if (at === -1) return undefined;
    const eq = at + name.length;
    // The name must start the header or follow `;` (and spaces), and be followed by `=`.
    let k = at - 1;
    while (k >= 0 && header[k] === ' ') k--;
    if (header[eq] === '=' && (k < 0 || header[k] === ';')) {
      const end = header.indexOf(';', eq);
      return header.slice(eq + 1, end === -1 ? undefined : end).trim();
    }
    from = at + 1;
  }
}

export interface CookieAttributes {
  readonly path?: string;
  readonly maxAge?: number;
  readonly httpOnly?: boolean;
  readonly secure?: boolean;
  readonly sameSite?: 'Strict' | 'Lax' | 'None';
}

/** A `Set-Cookie` value. The value must already be cookie-safe (the session's is base64url and `-`). */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  let out = `${name}=${value}; Path=${attributes.path ?? '/'}`;
  if (attributes.maxAge !== undefined) {
    out += `; Max-Age=${Math.floor(attributes.maxAge)}; Expires=${new Date(Date.now() + attributes.maxAge * 1000).toUTCString()}`;
  }
  if (attributes.httpOnly) out += '; HttpOnly';
  if (attributes.secure) out += '; Secure';
  if (attributes.sameSite) out += `; SameSite=${attributes.sameSite}`;
  return out;
}

/** Adds a `Set-Cookie` header next to any the application set. */
export function appendSetCookie(res: { getHeader(name: string): unknown; setHeader(name: string, value: string | string[]): unknown }, cookie: string): void {
  const existing = res.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}
