import { describeContract } from './suite.js';
import { deno } from './transports.js';

describeContract(deno);
