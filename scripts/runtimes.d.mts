export type Runtime = { readonly path: string; readonly version: string; readonly skip?: undefined } | { readonly skip: string; readonly path?: undefined; readonly version?: undefined };
/** The runtime's binary and version, or why it cannot run here (`packages`: where to look, for tests). */
export function runtime(name: 'bun' | 'deno' | 'workerd'): Runtime;
export function runtime(name: string, packages: Readonly<Record<string, { name: string; binary: string }>>): Runtime;
