export { createFastMatcher } from './fast-matcher.js';
