import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { runtime } from '../../scripts/runtimes.mjs';

/** Bun and Deno as the tests find them: `{ path, version }`, or `{ skip: reason }` when they cannot run here. */
export const bun = runtime('bun');
export const deno = runtime('deno');

export interface Server {
  /** The origin it listens on (`http://127.0.0.1:PORT`). */
  readonly url: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

/** A free loopback port (for servers that cannot be told to pick one and say which). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts a server process and waits for `ready` in its output, whose first group is the port it listens on;
 * rejects with its output when it exits first or stays silent for `timeout` ms.
 */
export function startServer(command: string, args: readonly string[], env: Record<string, string>, ready: RegExp, timeout = 90_000): Promise<Server> {
  // The tests' data directories only: a DATABASE_URL in the developer's shell must not be written to.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(command, args, { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`${command} ${args.join(' ')}: not listening after ${timeout} ms:\n${output}`))), timeout);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = ready.exec(output)?.[1];
      if (port === undefined) return;
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${port}`, output: () => output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} exited (${code}) before listening:\n${output}`));
    });
  });
}
