import { describeContract } from './suite.js';
import { fetchOnNodeWrapped } from './transports.js';

describeContract(fetchOnNodeWrapped);
