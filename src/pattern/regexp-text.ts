/** Text as a regexp that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A copy of `re` without the `g` / `y` flags: those make `test` stateful (it resumes at `lastIndex`), and a
 * user's regexp may carry them.
 */
export const statelessRegExp = (re: RegExp): RegExp => (re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, '')) : re);
