import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../fetch/servers.js';
import { bundleEntry } from './bundle.js';

/**
 * workerd's configuration (Cap'n Proto text) for the contract Worker: one service per CSRF setting (a text
 * binding the Worker reads), each on its own loopback port.
 */
export function workerdConfig(module: string, [protectedPort, openPort]: readonly [number, number]): string {
  const service = (name: string) =>
    `(name = "${name}", worker = (modules = [(name = "${module}", esModule = embed "${module}")], compatibilityDate = "2025-09-01", bindings = [(name = "CSRF", text = "${name}")]))`;
  const socket = (name: string, port: number) => `(name = "${name}", address = "127.0.0.1:${port}", http = (), service = "${name}")`;
  return [
    'using Workerd = import "/workerd/workerd.capnp";',
    'const config :Workerd.Config = (',
    `  services = [${service('on')}, ${service('off')}],`,
    `  sockets = [${socket('on', protectedPort)}, ${socket('off', openPort)}],`,
    ');',
    '',
  ].join('\n');
}

/** workerd says nothing when it listens: asks until it answers (or exits, or 60 s pass). */
async function waitUntilServing(url: string, exitCode: () => number | null, output: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (exitCode() !== null) throw new Error(`workerd exited (${exitCode()}):\n${output()}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`workerd not serving after 60 s:\n${output()}`);
}

/** The contract Worker served by the workerd binary at `path`: its two ports (CSRF on, off) and how to stop it. */
export async function startWorkerd(path: string): Promise<{ ports: readonly [number, number]; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-workerd-'));
  await bundleEntry('worker', dir);
  const ports = [await freePort(), await freePort()] as const;
  writeFileSync(join(dir, 'contract.capnp'), workerdConfig('worker.mjs', ports));
  const child = spawn(path, ['serve', join(dir, 'contract.capnp'), '--verbose'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  await waitUntilServing(`http://127.0.0.1:${ports[0]}/contract/stats`, () => child.exitCode, () => output).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { ports, stop };
}
