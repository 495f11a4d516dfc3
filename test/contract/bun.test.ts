import { describeContract } from './suite.js';
import { bun } from './transports.js';

describeContract(bun);
