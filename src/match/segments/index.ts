export { createSegmentMatcher } from './segment-matcher.js';
