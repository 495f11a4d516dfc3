/**
 * A failure with an HTTP status that the dispatcher answers itself (400, 406, 413, 415, …). The message is
 * meant for the client: it says which limit or rule the request broke, never anything internal.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** Headers to send with the answer (`Allow`, `Connection: close`, …). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** The request's params break a rule: bad encoding, too many keys, nesting too deep, conflicting types. */
export class BadRequest extends HttpError {
  override name = 'BadRequest';
  constructor(message: string) {
    super(400, message);
  }
}

/** The body is larger than the configured limit. The connection is closed, since the rest is not read. */
export class PayloadTooLarge extends HttpError {
  override name = 'PayloadTooLarge';
  constructor(message: string) {
    super(413, message, { Connection: 'close' });
  }
}

/** The client asked for a format (by extension or `Accept`) the action cannot give. */
export class NotAcceptable extends HttpError {
  override name = 'NotAcceptable';
  constructor(
    readonly requested: readonly string[],
    readonly available: readonly string[],
  ) {
    super(406, `Not Acceptable: asked for ${requested.join(', ') || 'nothing'}; this action gives ${available.join(', ') || 'nothing'}`);
  }
}
