import { describeContract } from './suite.js';
import { nodeHttp } from './transports.js';

describeContract(nodeHttp);
