// OpenStreetMap's config/routes.rb (2012, Rails 3.2), written from memory: the API, notes, browse and site
// routes (redirects left out).
import { gen, get, probe, req } from '../_dsl.mjs';
import { record } from './_record.mjs';

const draw = record((r) => {
  r.match({ 'api/capabilities': 'api#capabilities', via: 'get' });
  r.match({ 'api/0.6/capabilities': 'api#capabilities', via: 'get' });
  r.match({ 'api/0.6/changeset/create': 'changeset#create', via: 'put' });
  r.match({ 'api/0.6/changeset/:id/upload': 'changeset#upload', via: 'post', id: /\d+/ });
  r.match({ 'api/0.6/changeset/:id/download': 'changeset#download', via: 'get', as: 'changeset_download', id: /\d+/ });
  r.match({ 'api/0.6/changeset/:id': 'changeset#read', via: 'get', as: 'changeset_read', id: /\d+/ });
  r.match({ 'api/0.6/changeset/:id': 'changeset#update', via: 'put', id: /\d+/ });
  r.match({ 'api/0.6/changesets': 'changeset#query', via: 'get' });
  r.match({ 'api/0.6/node/create': 'node#create', via: 'put' });
  r.match({ 'api/0.6/node/:id/ways': 'way#ways_for_node', via: 'get', id: /\d+/ });
  r.match({ 'api/0.6/node/:id/history': 'old_node#history', via: 'get', id: /\d+/ });
  r.match({ 'api/0.6/node/:id/:version/redact': 'old_node#redact', via: 'post', version: /\d+/, id: /\d+/ });
  r.match({ 'api/0.6/node/:id/:version': 'old_node#version', via: 'get', id: /\d+/, version: /\d+/ });
  r.match({ 'api/0.6/node/:id': 'node#read', via: 'get', id: /\d+/ });
  r.match({ 'api/0.6/node/:id': 'node#update', via: 'put', id: /\d+/ });
  r.match({ 'api/0.6/node/:id': 'node#delete', via: 'delete', id: /\d+/ });
  r.match({ 'api/0.6/nodes': 'node#nodes', via: 'get' });
  r.match({ 'api/0.6/map': 'api#map', via: 'get' });
  r.match({ 'api/0.6/gpx/:id/details': 'trace#api_read', via: 'get', id: /\d+/ });
  r.scope('api/0.6', () => {
    r.resources('notes', { except: ['new', 'edit', 'update'], constraints: { id: /\d+/ }, defaults: { format: 'xml' } }, () => {
      r.collection(() => {
        r.get('search');
        r.get('feed', { defaults: { format: 'rss' } });
      });
      r.member(() => {
        r.post('comment');
        r.post('close');
        r.post('reopen');
      });
    });
    r.match({ 'notes/addPOIexec': 'notes#create', via: 'post' });
  });
  r.match({ '/way/:id': 'browse#way', via: 'get', id: /\d+/, as: 'way' });
  r.match({ '/way/:id/history': 'browse#way_history', via: 'get', id: /\d+/ });
  r.match({ '/node/:id': 'browse#node', via: 'get', id: /\d+/, as: 'node' });
  r.match({ '/changeset/:id': 'browse#changeset', via: 'get', as: 'changeset', id: /\d+/ });
  r.match({ '/changeset/:id/comments/feed': 'changeset#comments_feed', as: 'changeset_comments_feed', via: 'get' });
  r.match({ '/note/:id': 'browse#note', via: 'get', id: /\d+/, as: 'browse_note' });
  r.match({ '/note/new': 'browse#new_note', via: 'get' });
  r.match({ '/user/:display_name/history': 'changeset#list', via: 'get' });
  r.match({ '/user/:display_name/notes': 'notes#mine', via: 'get' });
  r.match({ '/history/friends': 'changeset#list', via: 'get', friends: true, as: 'friend_changesets' });
  r.match({ '/history/nearby': 'changeset#list', via: 'get', nearby: true, as: 'nearby_changesets' });
  r.root({ to: 'site#index', via: ['get', 'post'] });
  r.match({ '/edit': 'site#edit', via: 'get' });
  r.match({ '/copyright/:copyright_locale': 'site#copyright', via: 'get' });
  r.match({ '/copyright': 'site#copyright', via: 'get' });
  r.match({ '/history': 'changeset#list', via: 'get' });
  r.match({ '/login': 'user#login', via: ['get', 'post'] });
  r.match({ '/user/new': 'user#new', via: 'get' });
  r.match({ '/user/:display_name/confirm/resend': 'user#confirm_resend', via: 'get' });
  r.match({ '/traces/tag/:tag/page/:page': 'trace#list', via: 'get', page: /[1-9][0-9]*/ });
  r.match({ '/traces/tag/:tag': 'trace#list', via: 'get' });
  r.match({ '/traces/page/:page': 'trace#list', via: 'get', page: /[1-9][0-9]*/ });
  r.match({ '/traces': 'trace#list', via: 'get' });
  r.match({ '/user/:display_name/traces/:id': 'trace#view', via: 'get' });
  r.match({ '/trace/:id/data': 'trace#data', via: 'get', id: /\d+/ });
  r.match({ '/trace/:id/data.:format': 'trace#data', via: 'get', id: /\d+/ });
  r.match({ '/user/:display_name/diary/:id': 'diary_entry#view', via: 'get', id: /\d+/ });
  r.match({ '/user/:display_name/diary/:id/newcomment': 'diary_entry#comment', via: 'post', id: /\d+/ });
  r.match({ '/user/:display_name': 'user#view', via: 'get', as: 'user' });
  r.match({ '/user/:display_name/make_friend': 'user#make_friend', via: ['get', 'post'], as: 'make_friend' });
  r.match({ '/user/:display_name/:status': 'user#set_status', via: 'get', as: 'set_status_user' });
  r.match({ '/message/new/:display_name': 'message#new', via: ['get', 'post'], as: 'new_message' });
  r.match({ '/message/read/:message_id': 'message#read', via: 'get', as: 'read_message' });
  r.scope('/user/:display_name', () => { r.resources('oauth_clients'); });
  r.match({ '/oauth/authorize': 'oauth#authorize', via: ['get', 'post'], as: 'authorize' });
  r.match({ '/user/:display_name/role/:role/grant': 'user_roles#grant', via: 'post' });
  r.match({ '/blocks/new/:display_name': 'user_blocks#new', via: 'get', as: 'new_user_block' });
  r.resources('user_blocks');
  r.match({ '/blocks/:id/revoke': 'user_blocks#revoke', via: ['get', 'post'], as: 'revoke_user_block' });
  r.resources('redactions');
});

export default [
  probe('openstreetmap 2012 routes.rb', draw, {
    auto: 400,
    recognize: [
      get('/api/0.6/node/12'), get('/api/0.6/node/12.json'), get('/api/0.6/node/x'), req('PUT', '/api/0.6/node/12'), get('/api/0.6/node/12/3'),
      get('/api/0.6/notes/3'), get('/api/0.6/notes/3.json'), get('/api/0.6/notes/feed'), get('/api/0.6/notes/feed.xml'), get('/api/0.6/notes.json'),
      get('/history/friends'), get('/user/John%20Doe'), get('/user/J.Doe'),
      get('/user/J.Doe/history'), get('/user/J.Doe/diary/3'), get('/user/J.Doe/active'), get('/user/J.Doe/oauth_clients/3/edit'),
      get('/traces/tag/a.b/page/2'), get('/traces/page/0'), get('/trace/3/data.gpx'), get('/trace/3/data'), 
      get('/'), req('POST', '/'), req('PUT', '/'), get('/copyright/de'), get('/message/read/5'),
    ],
    generate: [
      gen('user_path', 'J.Doe'), gen('user_path', { display_name: 'John Doe' }), gen('friend_changesets_path'), gen('api_note_path', 3),
      gen('note_path', 3), gen('note_path', 3, { format: 'json' }), gen('feed_notes_path'), gen('feed_notes_path', { format: 'atom' }),
      gen('user_oauth_client_path', 'J.Doe', 3), gen('set_status_user_path', 'x', 'active'), gen('set_status_user_path', { display_name: 'x', status: 'a.b' }),
      gen('browse_note_path', 3), gen('way_path', 3), gen('make_friend_path', 'J.Doe'), gen('changeset_read_path', 5), gen('root_path'),
      gen('new_message_path', 'a.b'), gen('oauth_client_path', { display_name: 'x', id: 3 }),
    ],
  }),
  probe('openstreetmap 2012 routes.rb, format strings', record((r) => {
    r.scope('api/0.6', () => {
      r.match({ 'notes/getGPX': 'notes#index', via: 'get', format: 'gpx' });
      r.match({ 'notes/getRSSfeed': 'notes#feed', via: 'get', format: 'rss' });
    });
    r.match({ '/diary/:language/rss': 'diary_entry#rss', via: 'get', format: 'rss' });
  }), { auto: true, recognize: [get('/api/0.6/notes/getGPX'), get('/api/0.6/notes/getGPX.xml'), get('/diary/en/rss')] }),
];
