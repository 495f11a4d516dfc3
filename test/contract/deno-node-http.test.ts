import { describeContract } from './suite.js';
import { denoNodeHttp } from './transports.js';

describeContract(denoNodeHttp);
