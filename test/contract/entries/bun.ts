// The contract app on Bun.serve (bundled by test/contract/bundle.ts, run by the Bun from @oven/bun-linux-x64):
// prints `listening PROTECTED OPEN` (the ports of the app with CSRF protection on and off).
import { contractHandler } from './handlers.js';

declare const Bun: {
  version: string;
  serve(options: { port: number; hostname: string; fetch: (request: Request, server: unknown) => Promise<Response> }): { port: number };
};

const ports = [true, false].map((csrf) => {
  const handler = contractHandler(csrf);
  return Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (request, server) => handler(request, server) }).port;
});
console.log(`listening ${ports.join(' ')} (bun ${Bun.version})`);
