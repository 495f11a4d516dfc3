import { describeContract } from './suite.js';
import { fetchOnNode } from './transports.js';

describeContract(fetchOnNode);
