// What the HTTP layer reads from the runtime's environment: NODE_ENV where there is one, and production where
// the runtime has no environment at all (workerd, a browser), so that a deployed Worker shows no development page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { developmentByDefault, environment } from '../../src/http/environment.js';

afterEach(() => vi.unstubAllGlobals());

describe('developmentByDefault', () => {
  it('is development unless NODE_ENV is production, where process.env exists', () => {
    vi.stubGlobal('process', { env: {} });
    expect(developmentByDefault()).toBe(true);
    vi.stubGlobal('process', { env: { NODE_ENV: 'test' } });
    expect(developmentByDefault()).toBe(true);
    vi.stubGlobal('process', { env: { NODE_ENV: 'production' } });
    expect(developmentByDefault()).toBe(false);
  });

  it('is production where the runtime has no environment (no process, or a process without env)', () => {
    vi.stubGlobal('process', undefined);
    expect(developmentByDefault()).toBe(false);
    expect(environment('NODE_ENV')).toBeUndefined();
    vi.stubGlobal('process', {});
    expect(developmentByDefault()).toBe(false);
  });

  it('is development where the environment exists but refuses to be read (Deno without --allow-env)', () => {
    const refusing = new Proxy({}, { get: () => { throw new Error('Requires env access'); } });
    vi.stubGlobal('process', { env: refusing });
    expect(environment('NODE_ENV')).toBeUndefined();
    expect(developmentByDefault()).toBe(true);
    vi.stubGlobal('process', Object.defineProperty({}, 'env', { get: () => { throw new Error('Requires env access'); } }));
    expect(developmentByDefault()).toBe(true);
  });
});
