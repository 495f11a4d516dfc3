import type * as Prism from '@ruby/prism';

/** A node of Prism's syntax tree. */
export type RubyNode = Prism.Node;
type NodeClasses = { [K in keyof typeof Prism as K extends `${string}Node` ? K : never]: (typeof Prism)[K] };
/** The name of a node class (`CallNode`, `HashNode`, …). */
export type NodeKind = keyof NodeClasses;
export type NodeOf<K extends NodeKind> = InstanceType<NodeClasses[K]>;
/** Parses Ruby source: Prism's parse function. */
export type RubyParser = Awaited<ReturnType<typeof Prism.loadPrism>>;

/**
 * Whether `node` is a node of the given class. Prism's nodes carry no kind field, so the class name tells;
 * the package is loaded lazily, so its classes are not at hand for `instanceof`.
 */
export function is<K extends NodeKind>(node: unknown, kind: K): node is NodeOf<K> {
  return typeof node === 'object' && node !== null && node.constructor.name === kind;
}

export const PRISM_MISSING_HINT =
  'the import command parses Ruby with @ruby/prism, an optional peer dependency of resource-routing: ' +
  'install it with `npm install --save-dev @ruby/prism`';

let parser: Promise<RubyParser> | undefined;

/**
 * Loads Prism (WebAssembly) once. The package is an optional peer dependency: only the import command needs
 * it, so it is imported here, on first use, and its absence is reported with the command to install it.
 */
export function loadRubyParser(): Promise<RubyParser> {
  parser ??= (async () => {
    return withoutWasiWarning(async () => {
      let prism: typeof Prism;
      try {
        prism = await import('@ruby/prism');
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') throw new Error(PRISM_MISSING_HINT, { cause: error });
        throw error;
      }
      return prism.loadPrism();
    });
  })();
  return parser;
}

/** Node warns that WASI (which Prism runs on) is experimental: noise for a command's user. */
async function withoutWasiWarning<T>(run: () => Promise<T>): Promise<T> {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (String(warning instanceof Error ? warning.message : warning).includes('WASI')) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return await run();
  } finally {
    process.emitWarning = emitWarning;
  }
}
