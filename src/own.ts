/**
 * A record's value for a key, read as an own key only. Keys here are names from route paths and calls (a
 * param may be named `constructor` or `toString`), and `record[key]` would then read what every object
 * inherits: a method taken for a requirement, a default or a given value.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
