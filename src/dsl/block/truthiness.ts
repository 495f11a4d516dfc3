/**
 * Rails' declarations test options with Ruby truthiness: only nil and false are false, so an empty string or
 * list still counts (`path: ''` scopes nothing but is given; `only: []` routes no action).
 */
export const truthy = (v: unknown): boolean => v !== undefined && v !== null && v !== false;

/** Ruby's `blank?`: nil, false, or a string of only white space. */
export const blank = (v: unknown): boolean => !truthy(v) || (typeof v === 'string' && v.trim() === '');
