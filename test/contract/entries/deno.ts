// The contract app on Deno.serve (bundled by test/contract/bundle.ts, run by the Deno from @deno/linux-x64-glibc):
// prints `listening PROTECTED OPEN` (the ports of the app with CSRF protection on and off).
import { contractHandler } from './handlers.js';

declare const Deno: {
  version: { deno: string };
  serve(options: { port: number; hostname: string; onListen: () => void }, handler: (request: Request, info: unknown) => Promise<Response>): { addr: { port: number } };
};

const ports = [true, false].map((csrf) => {
  const handler = contractHandler(csrf);
  return Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, (request, info) => handler(request, info)).addr.port;
});
console.log(`listening ${ports.join(' ')} (deno ${Deno.version.deno})`);
