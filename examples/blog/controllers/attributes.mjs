/** The attributes nested under a key (`params.post`), or {} when the client sent none or sent a plain value. */
export function attributesOf(params, key) {
  const value = params[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}
