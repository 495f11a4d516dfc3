/**
 * An environment variable where the runtime has `process.env` (Node, Bun, Deno), else undefined (workerd,
 * browsers): read through `globalThis` so no runtime is asked for what it lacks. Deno without `--allow-env`
 * refuses the read: that is taken as unset too.
 */
export function environment(name: string): string | undefined {
  try {
    const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
    return env?.[name];
  } catch {
    return undefined;
  }
}

/** A timer that does not keep the process alive (`unref` on Node and Bun; elsewhere timers are already so). */
export function backgroundTimer(callback: () => void, ms: number): { cancel(): void } {
  const timer = setTimeout(callback, ms) as unknown as { unref?: () => void };
  timer.unref?.();
  return { cancel: () => clearTimeout(timer as Parameters<typeof clearTimeout>[0]) };
}

/**
 * Whether the handler runs in development when its options do not say: where the runtime has an environment
 * (`process.env`: Node, Bun, Deno), unless `NODE_ENV` is `production`, as Express and Rails decide; where it has
 * none at all (workerd without `nodejs_compat`, a browser), production, so that a deployed Worker never shows
 * development's error pages and route table because nothing told it otherwise.
 */
export function developmentByDefault(): boolean {
  let env: unknown;
  try {
    env = (globalThis as { process?: { env?: unknown } }).process?.env;
  } catch {
    // Deno without --allow-env: an environment exists, it is only unreadable; NODE_ENV is taken as unset.
    return true;
  }
  return env !== undefined && environment('NODE_ENV') !== 'production';
}
