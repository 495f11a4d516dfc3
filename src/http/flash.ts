/** Where the flash waits in the session between two requests (Rails keeps it in the session too). */
export const FLASH_KEY = '_flash';

type Messages = Record<string, unknown>;

/** `flash.now`: messages for this request only (a page rendered now, not after a redirect). */
export class FlashNow {
  constructor(private readonly flash: Flash) {}
  set(key: string, value: unknown): void {
    this.flash.current[key] = value;
  }
  set notice(value: unknown) {
    this.set('notice', value);
  }
  set alert(value: unknown) {
    this.set('alert', value);
  }
}

/**
 * Rails' flash: a message set now is shown on the next request (after the redirect), then gone.
 * `flash.notice = 'Saved'` before `redirectTo`; the next page reads `flash.notice`. `flash.now.alert = …`
 * is for the page rendered in this request. Reading is `flash.get(key)` (or `notice` / `alert`); setting is
 * `flash.set(key, value)` for any key.
 */
export class Flash {
  /** Messages this request shows: those set by the previous request, plus any set now. */
  readonly current: Messages;
  /** Messages for the next request. */
  private next: Messages = Object.create(null) as Messages;
  readonly now = new FlashNow(this);

  private constructor(previous: Messages) {
    this.current = previous;
  }

  /** The flash a session carries; it is taken out, so it is shown once. */
  static from(session: Record<string, unknown>): Flash {
    const stored = session[FLASH_KEY];
    delete session[FLASH_KEY];
    const previous = Object.create(null) as Messages;
    if (stored !== null && typeof stored === 'object' && !Array.isArray(stored)) Object.assign(previous, stored);
    return new Flash(previous);
  }

  get(key: string): unknown {
    return this.current[key];
  }
  set(key: string, value: unknown): void {
    this.current[key] = value;
    this.next[key] = value;
  }
  get notice(): unknown {
    return this.get('notice');
  }
  set notice(value: unknown) {
    this.set('notice', value);
  }
  get alert(): unknown {
    return this.get('alert');
  }
  set alert(value: unknown) {
    this.set('alert', value);
  }
  /** Keeps this request's messages for the next request too (Rails' `flash.keep`). */
  keep(): void {
    Object.assign(this.next, this.current);
  }
  /** Drops what was set for the next request (Rails' `flash.discard`). */
  discard(): void {
    this.next = Object.create(null) as Messages;
  }
  /** This request's messages, for a layout that shows them all. */
  toObject(): Record<string, unknown> {
    return { ...this.current };
  }

  /** Puts the messages for the next request into the session (or nothing, when there are none). */
  saveInto(session: Record<string, unknown>): void {
    const keys = Object.keys(this.next);
    if (keys.length > 0) session[FLASH_KEY] = { ...this.next };
    else delete session[FLASH_KEY];
  }
}
