/**
 * The headers deadline of the node:http transports in the suite, in ms (the documented default is 30 s; the same
 * code path, so the slow-headers test stays quick). Its own module: the Deno entry is bundled with it.
 */
export const NODE_HEADERS_DEADLINE = 1500;
