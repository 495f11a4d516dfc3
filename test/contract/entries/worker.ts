// The contract app as a Cloudflare Worker (bundled by test/contract/bundle.ts, served by the workerd from
// @cloudflare/workerd-linux-64): the CSRF binding says which of the two apps a socket serves.
import type { FetchHandler } from '../../../src/fetch/index.js';
import { contractHandler } from './handlers.js';

const handlers = new Map<string, FetchHandler>();

export default {
  fetch(request: Request, env: { CSRF: string }, context: unknown): Promise<Response> {
    let handler = handlers.get(env.CSRF);
    if (!handler) handlers.set(env.CSRF, (handler = contractHandler(env.CSRF === 'on')));
    return handler(request, env, context);
  },
};
