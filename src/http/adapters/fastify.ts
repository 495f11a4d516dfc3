import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteSet } from '../../route-set.js';
import type { Controllers, ControllersFor } from '../controllers.js';
import { Dispatcher } from '../handler.js';
import type { AdapterOptions } from '../options.js';

/** The plugin's options; `FastifyPluginOptions<AppControllers>` types the controllers by the route table. */
export interface FastifyPluginOptions<Table extends object = never> extends AdapterOptions {
  routes: RouteSet<object>;
  controllers: ControllersFor<Table>;
}

/** The parts of a Fastify instance the plugin uses; written out so the library does not depend on Fastify. */
export interface FastifyLike {
  addHook(
    name: 'onRequest',
    hook: (request: { raw: IncomingMessage }, reply: { raw: ServerResponse; hijack(): unknown }) => Promise<void>,
  ): unknown;
}

/**
 * A Fastify plugin: `app.register(resourceRoutingPlugin, { routes, controllers })`. Requests whose path the
 * route set has are taken over in an `onRequest` hook (before Fastify parses the body, so method override
 * and multipart work the same as with `node:http`); the others go on to Fastify's own routes.
 */
export async function resourceRoutingPlugin(fastify: FastifyLike, options: FastifyPluginOptions): Promise<void> {
  const { routes, controllers, ...handlerOptions } = options;
  const dispatcher = new Dispatcher(routes as RouteSet, controllers as Controllers, handlerOptions);
  const fallthrough = options.fallthrough ?? true;
  fastify.addHook('onRequest', async (request, reply) => {
    if (fallthrough && !dispatcher.knowsPath(request.raw)) return;
    reply.hijack();
    await dispatcher.handle(request.raw, reply.raw);
  });
}

// Like `fastify-plugin`: the hook applies to the whole app, not only to an encapsulated child context.
Object.assign(resourceRoutingPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'resource-routing',
});
