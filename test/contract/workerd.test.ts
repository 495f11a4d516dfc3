import { describeContract } from './suite.js';
import { workerd } from './transports.js';

describeContract(workerd);
