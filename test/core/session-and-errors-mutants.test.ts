import { describe, expect, it } from 'vitest';
import { ArgumentError, MalformedPath, MethodNotAllowed, Route, RoutingError, UrlGenerationError } from '../../src/index.js';
import { DrawSession, type DrawEnvironment } from '../../src/draw-session.js';
import { withoutStack } from '../../src/errors.js';
import { inflections } from '../../src/inflection.js';

/** The draw session and the error classes, used directly; everything is made inside its test. */

const environment: DrawEnvironment = { resourcesPathNames: { new: 'new', edit: 'edit' }, inflector: inflections };
const route = (path: string, name: string | null = null) => new Route({ path, name, defaults: { controller: 'c', action: 'a' } });

describe('DrawSession', () => {
  it('knows the names of the routes before it, read from them or from the names given', () => {
    const existing = [route('/a', 'first'), route('/b'), route('/c', 'third')];
    const session = new DrawSession(existing, environment);
    expect(['first', 'third', 'b', ''].map((n) => session.isNameTaken(n))).toEqual([true, true, false, false]);
    const given = new DrawSession(existing, environment, new Set(['other']));
    expect(['first', 'other'].map((n) => given.isNameTaken(n))).toEqual([false, true]);
    given.add({ path: '/d', name: 'fourth' });
    expect(given.isNameTaken('fourth')).toBe(true);
    given.add({ path: '/e', name: '' });
    expect(given.routes.map((r) => r.name)).toEqual(['fourth', null]);
    expect(given.isNameTaken('')).toBe(false);
  });

  it('finds the route that has a name now: the latest of this session, else of the table unless taken over', () => {
    const existing = [route('/a', 'x'), route('/b', 'x'), route('/c', 'y')];
    const session = new DrawSession(existing, environment);
    expect(session.findNamed('x')?.path).toBe('/b');
    expect(session.findNamed('nope')).toBeUndefined();
    session.add({ path: '/d', name: 'y' });
    session.add({ path: '/e', name: 'y' });
    expect(session.findNamed('y')?.path).toBe('/e');
    session.add({ path: '/f', name: 'x' }, { supersede: true });
    expect(session.superseded).toEqual(new Set(['x']));
    expect(session.findNamed('x')?.path).toBe('/f');
  });

  it('takes a name over within the session by renaming the earlier route, and from the table by noting it', () => {
    const session = new DrawSession([route('/old', 'kept')], environment);
    session.add({ path: '/a', name: 'n' });
    session.add({ path: '/b', name: 'n' }, { supersede: true });
    expect(session.routes.map((r) => [r.path, r.name])).toEqual([['/a', null], ['/b', 'n']]);
    expect(session.superseded.size).toBe(0);
    session.add({ path: '/c', name: 'n' });
    expect(session.routes.map((r) => r.name)).toEqual([null, 'n', 'n']);
    session.add({ path: '/d', name: 'fresh' }, { supersede: true });
    session.add({ path: '/e' }, { supersede: true });
    expect(session.superseded.size).toBe(0);
    session.add({ path: '/g', name: 'kept' }, { supersede: true });
    expect([...session.superseded]).toEqual(['kept']);
    const unforced = new DrawSession([route('/old', 'kept')], environment);
    unforced.add({ path: '/f', name: 'kept' }, { supersede: false });
    unforced.add({ path: '/h', name: 'kept' });
    expect(unforced.superseded.size).toBe(0);
    expect(unforced.routes.map((r) => r.name)).toEqual(['kept', 'kept']);
  });

  it('checks a name: letters, digits and _, not starting with a digit', () => {
    const session = new DrawSession([], environment);
    for (const name of ['a', '_', 'A_1', 'post2']) expect(session.add({ path: '/x', name }).name).toBe(name);
    for (const name of ['1a', 'a-b', 'a b', ' a', 'a.', 'é']) {
      expect(() => session.add({ path: '/y', name }), name).toThrow(new ArgumentError(`Invalid route name: '${name}' (route /y); names start with a letter or _ and hold only word characters`));
    }
    expect(session.add({ path: '/z', name: null }).name).toBeNull();
  });

  it('refuses blocks returning a promise or a thenable, and anything after it ended', () => {
    const session = new DrawSession([], environment);
    let ran = 0;
    session.runBlock((n: number) => (ran += n), 2, 'the block');
    session.runBlock(() => null, 0, 'the block');
    session.runBlock(() => ({ then: 'not a function' }), 0, 'the block');
    expect(ran).toBe(2);
    let rejectionHandled = false;
    const thenable = { then: (_ok: unknown, fail: () => void) => ((rejectionHandled = typeof fail === 'function'), undefined) };
    expect(() => session.runBlock(() => thenable, 0, 'The block of x')).toThrow(/^The block of x returned a Promise/);
    expect(rejectionHandled).toBe(true);
    session.end();
    expect(() => session.add({ path: '/late' })).toThrow("This mapper's draw has ended (at route /late)");
    expect(() => session.runBlock(() => undefined, 0, 'scope')).toThrow(/\(at scope\)/);
    expect(session.routes).toEqual([]);
  });
});

describe('errors', () => {
  it('carry Rails names and HTTP statuses', () => {
    const errors = [new RoutingError('a'), new MethodNotAllowed('POST', '/p', ['GET', 'PUT']), new MalformedPath('b'), new UrlGenerationError('c'), new ArgumentError('d')];
    expect(errors.map((e) => e.name)).toEqual(['RoutingError', 'MethodNotAllowed', 'MalformedPath', 'UrlGenerationError', 'ArgumentError']);
    expect(errors.map((e) => (e as { status?: number }).status)).toEqual([404, 405, 400, 404, undefined]);
    expect(errors.map((e) => e instanceof RoutingError)).toEqual([true, true, true, true, false]);
    const notAllowed = errors[1] as MethodNotAllowed;
    expect(notAllowed.message).toBe('No route matches POST "/p"; the path answers GET, PUT');
    expect([notAllowed.verb, notAllowed.path, notAllowed.allowed]).toEqual(['POST', '/p', ['GET', 'PUT']]);
  });

  it('withoutStack builds an error with no frames and puts the limit back, even when building throws', () => {
    const limit = Error.stackTraceLimit;
    const error = withoutStack(() => new RoutingError('quick'));
    expect(error.stack).toBe('RoutingError: quick');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(() =>
      withoutStack(() => {
        throw new TypeError('in the constructor');
      }),
    ).toThrow(TypeError);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new RoutingError('slow').stack!.split('\n').length).toBeGreaterThan(1);
  });

  it('withoutStack builds as usual where the engine has no stack limit to set', () => {
    const errors = Error as { stackTraceLimit?: number };
    const limit = errors.stackTraceLimit;
    delete errors.stackTraceLimit;
    try {
      const error = withoutStack(() => new RoutingError('plain'));
      expect(error.message).toBe('plain');
      expect('stackTraceLimit' in Error).toBe(false);
    } finally {
      errors.stackTraceLimit = limit;
    }
  });
});
