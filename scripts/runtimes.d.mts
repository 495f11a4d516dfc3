export type Runtime = { readonly path: string; readonly version: string; readonly skip?: undefined } | { readonly skip: string; readonly path?: undefined; readonly version?: undefined };
/** The runtime's binary and version, or why it cannot run here. */
export function runtime(name: 'bun' | 'deno' | 'workerd'): Runtime;
