import { describe, expect, it } from 'vitest';
import { ArgumentError, PROFILES, rails32, rails61, RouteSet, type RailsProfile } from '../../src/index.js';

describe('the rails option', () => {
  it('defaults to 3.2 and takes a version or a profile object', () => {
    expect(new RouteSet().profile).toBe(rails32);
    expect(new RouteSet({ rails: '3.2' }).profile).toBe(rails32);
    expect(new RouteSet({ rails: '6.1' }).profile).toBe(rails61);
    expect(new RouteSet({ rails: rails61 }).profile).toBe(rails61);
    const custom: RailsProfile = { ...rails61, declaration: { ...rails61.declaration, updateVerbs: ['patch'] } };
    expect(new RouteSet({ rails: custom }).profile).toBe(custom);
    expect(PROFILES).toEqual({ '3.2': rails32, '6.1': rails61 });
  });

  it('refuses an unknown version with the versions it knows', () => {
    for (const bad of ['7.0', 6.1, '', null, {}, { version: '6.1' }]) {
      expect(() => new RouteSet({ rails: bad as never })).toThrow(ArgumentError);
    }
    expect(() => new RouteSet({ rails: '7.0' as never })).toThrow(`Unknown Rails version "7.0" for the rails option: give one of '3.2', '6.1'`);
  });

  it('profiles are frozen', () => {
    expect(Object.isFrozen(rails61)).toBe(true);
    expect(Object.isFrozen(rails61.declaration)).toBe(true);
    expect(Object.isFrozen(rails32.declaration.updateVerbs)).toBe(true);
  });
});

describe('resources under each profile', () => {
  const table = (set: RouteSet) => set.routes.map((r) => `${r.verbs.join('|') || '*'} ${r.path} ${r.action} ${r.name ?? ''}`.trim());

  it('6.1 routes update by PATCH then PUT; 3.2 by PUT', () => {
    const draw = (r: Parameters<Parameters<RouteSet['draw']>[0]>[0]) => r.resources('posts', { only: ['update'] });
    expect(table(new RouteSet().draw(draw))).toEqual(['PUT /posts/:id(.:format) update post']);
    expect(table(new RouteSet({ rails: '6.1' }).draw(draw))).toEqual(['PATCH /posts/:id(.:format) update post', 'PUT /posts/:id(.:format) update']);
    expect(new RouteSet({ rails: '6.1' }).draw(draw).recognize('PATCH', '/posts/1')).toEqual({ controller: 'posts', action: 'update', id: '1' });
  });

  it('6.1 declares a singular resource new, member, create: show holds the name', () => {
    const draw = (r: Parameters<Parameters<RouteSet['draw']>[0]>[0]) => r.resource('profile');
    expect(table(new RouteSet().draw(draw))).toEqual([
      'POST /profile(.:format) create profile',
      'GET /profile/new(.:format) new new_profile',
      'GET /profile/edit(.:format) edit edit_profile',
      'GET /profile(.:format) show',
      'PUT /profile(.:format) update',
      'DELETE /profile(.:format) destroy',
    ]);
    expect(table(new RouteSet({ rails: '6.1' }).draw(draw))).toEqual([
      'GET /profile/new(.:format) new new_profile',
      'GET /profile/edit(.:format) edit edit_profile',
      'GET /profile(.:format) show profile',
      'PATCH /profile(.:format) update',
      'PUT /profile(.:format) update',
      'DELETE /profile(.:format) destroy',
      'POST /profile(.:format) create',
    ]);
  });
});

// Rails 6.1's recognize_path answers only routes that dispatch to a controller: a redirect or a mounted app is
// passed over to the next route (Mastodon's `get '/settings', to: redirect(…)` before its catch-all).
describe('recognize passes over endpoints under 6.1', () => {
  const draw = (rails: '3.2' | '6.1') =>
    new RouteSet({ rails }).draw((r) => {
      r.get('settings', { to: r.redirect('/settings/profile'), as: 'settings' });
      r.mount(() => 'sidekiq', { at: 'sidekiq', as: 'sidekiq' });
      r.get('only-here', { to: r.redirect('/elsewhere') });
      r.post('posted', { to: () => 'ok' });
      r.get('posted', { to: 'pages#posted' });
      r.match('*unmatched', { to: 'application#not_found', via: 'get', format: false });
    });

  it('6.1: the next route that dispatches to a controller, else no route', () => {
    const set = draw('6.1');
    expect(set.recognize('GET', '/settings')).toEqual({ controller: 'application', action: 'not_found', unmatched: 'settings' });
    expect(set.recognize('GET', '/sidekiq')).toEqual({ controller: 'application', action: 'not_found', unmatched: 'sidekiq' });
    expect(set.recognize('HEAD', '/sidekiq/queues')).toEqual({ controller: 'application', action: 'not_found', unmatched: 'sidekiq/queues' });
    expect(set.recognize('GET', '/posted')).toEqual({ controller: 'pages', action: 'posted' });
    // an endpoint's verbs are no allowed verbs either: no route, not 405
    expect(() => set.recognize('POST', '/posted')).toThrow('No route matches POST "/posted"');
    expect(() => set.recognize('DELETE', '/sidekiq')).toThrow('No route matches DELETE "/sidekiq"');
    expect(set.find('GET', '/settings')?.route.name).toBe('settings');
    expect(set.find('DELETE', '/sidekiq')?.route.name).toBe('sidekiq');
  });

  it('3.2 answers the first route, whatever it serves', () => {
    const set = draw('3.2');
    expect(set.recognize('GET', '/settings')).not.toHaveProperty('unmatched');
    expect(set.recognize('POST', '/posted')).not.toHaveProperty('controller', 'pages');
  });
});
