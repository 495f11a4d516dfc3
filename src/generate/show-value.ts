/**
 * A value as an error message shows it: JSON where JSON can write it, else its text. `JSON.stringify` throws
 * on a BigInt or a cycle, and an error about a helper's arguments must never become a `TypeError` of its own.
 */
export function showValue(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? String(value);
  } catch {
    return String(value);
  }
}
