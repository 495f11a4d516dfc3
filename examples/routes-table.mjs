// Prints the route table of the example blog's routes, like `rails routes`.
import { formatRouteTable } from '../dist/index.js';
import { routes } from './blog/routes.mjs';

console.log(formatRouteTable(routes.routes));
