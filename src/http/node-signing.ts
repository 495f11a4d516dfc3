import { createHmac } from 'node:crypto';
import type { HmacNow } from './session.js';

/**
 * HMAC-SHA256 at once, through `node:crypto`: Web Crypto only signs asynchronously, and an action that writes
 * node:http's raw response itself (`ctx.response.writeHead`) sends its headers at once, so the session cookie
 * must be signed at once there. The same MAC as Web Crypto's (the cookie is the same); nowhere else is it used,
 * and the fetch transport never loads this module.
 */
export const hmacNow: HmacNow = (key, data) => createHmac('sha256', key).update(data).digest();
