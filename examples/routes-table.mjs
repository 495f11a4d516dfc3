// Prints the route table of the example blog's routes as `rails routes` of Rails 6.1 (the blog's profile) prints it.
import { formatRouteTable } from 'resource-routing';
import { routes } from './blog/routes.mjs';

console.log(formatRouteTable(routes));
