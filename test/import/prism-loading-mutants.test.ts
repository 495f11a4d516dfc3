import { afterEach, describe, expect, it, vi } from 'vitest';

// The Ruby parser is loaded once, on first use: a missing package is reported with the command that installs
// it, and Node's WASI warning is silenced while loading (other warnings still go out).
afterEach(() => {
  vi.doUnmock('@ruby/prism');
  vi.resetModules();
  vi.restoreAllMocks();
});

async function freshLoader(prism: () => Record<string, unknown>) {
  vi.resetModules();
  vi.doMock('@ruby/prism', prism);
  return import('../../src/import/prism.js');
}

describe('import: loading the Ruby parser', () => {
  it('loads once, silences the WASI warning only while loading, and passes other warnings on', async () => {
    const seen: unknown[] = [];
    const original = process.emitWarning;
    process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => void seen.push([String(warning instanceof Error ? warning.message : warning), ...rest])) as typeof process.emitWarning;
    try {
      const parse = () => 'parsed';
      const loadPrism = vi.fn(async () => {
        process.emitWarning('WASI is an experimental feature', 'ExperimentalWarning');
        process.emitWarning(new Error('WASI again'));
        process.emitWarning('something else', 'Warning', 'CODE1');
        return parse;
      });
      const { loadRubyParser } = await freshLoader(() => ({ loadPrism }));
      const first = loadRubyParser();
      expect(loadRubyParser()).toBe(first);
      expect(await first).toBe(parse);
      expect(loadPrism).toHaveBeenCalledTimes(1);
      expect(seen).toEqual([['something else', 'Warning', 'CODE1']]);
      process.emitWarning('WASI after loading');
      expect(seen).toEqual([['something else', 'Warning', 'CODE1'], ['WASI after loading']]);
    } finally {
      process.emitWarning = original;
    }
  });

  it('restores process.emitWarning even when loading fails', async () => {
    const original = process.emitWarning;
    const { loadRubyParser } = await freshLoader(() => ({
      loadPrism: async () => {
        throw new Error('no wasm');
      },
    }));
    await expect(loadRubyParser()).rejects.toThrow('no wasm');
    expect(process.emitWarning).toBe(original);
  });

  it('an import error other than a missing package passes through', async () => {
    // Vitest hands a failing mock factory's error on as the cause of its own (and drops its code), so the
    // missing-package case cannot be simulated here; this one is what is left when the code is not a missing module.
    const { loadRubyParser } = await freshLoader(() => {
      throw new Error('broken package');
    });
    await expect(loadRubyParser()).rejects.toMatchObject({ cause: { message: 'broken package' } });
  });
});
