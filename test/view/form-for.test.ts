import { describe, expect, it } from 'vitest';
import { buttonTo, formFor, html, linkTo, modelNameOf, polymorphicPath, RouteSet } from '../../src/index.js';

class Post {
  errors: Record<string, string[]> = {};
  constructor(
    public id: number | null = null,
    public title = '',
    public body = '',
  ) {}
}
class Comment {
  constructor(
    public id: number | null = null,
    public body = '',
  ) {}
}
class Profile {
  constructor(public id: number | null = null) {}
}
class Draft {
  constructor(public id: number) {}
  isNewRecord() {
    return true;
  }
}
class Sheep {
  constructor(public id: number | null = null) {}
}

const routes = new RouteSet().draw((r) => {
  r.resources('posts', () => r.resources('comments'));
  r.resources('drafts');
  r.resources('articles');
  r.resources('sheep');
  r.resource('profile');
  r.namespace('admin', () => r.resources('posts'));
});

/** The opening tag and the hidden _method input, if any. */
const head = (markup: unknown) => /^<form[^>]*>(?:<input type="hidden" name="_method" value="\w+">)?/.exec(String(markup))?.[0];

describe('formFor', () => {
  it('takes plain rows (database clients, JSON) as records when they name their model', () => {
    expect(head(formFor({ id: 7, title: 'x', modelName: 'Post' }, { routes }))).toMatch(/^<form action="\/posts\/7" method="post" .*id="edit_post_7"/);
    expect(head(formFor({ title: 'x', modelName: 'Post' }, { routes }))).toMatch(/^<form action="\/posts" method="post" .*id="new_post"/);
    expect(head(formFor([{ id: 1, modelName: 'Post' }, { modelName: 'Comment' }], { routes }))).toMatch(/action="\/posts\/1\/comments"/);
  });

  it('reads rows shaped as clients give them by their id only (bigint and UUID ids, Dates, nulls, relations)', () => {
    const row = { id: 7n, title: 'x', password_digest: 'secret', created_at: new Date(0), deleted_at: null, author: { id: 2 }, modelName: 'Post' };
    const comment = { id: '3f0c5a4e-2b1d-4c8e-9f7a-6d5e4c3b2a10', post_id: 7, body: 'b', modelName: 'Comment' };
    expect(head(formFor(row, { routes }))).toMatch(/^<form action="\/posts\/7" method="post" .*id="edit_post_7"/);
    expect(head(formFor([row, comment], { routes }))).toMatch(/^<form action="\/posts\/7\/comments\/3f0c5a4e-2b1d-4c8e-9f7a-6d5e4c3b2a10" /);
    expect(head(formFor({ ...row, id: null }, { routes }))).toMatch(/^<form action="\/posts" method="post" .*id="new_post"/);
    expect(polymorphicPath(routes, [row, comment])).toBe('/posts/7/comments/3f0c5a4e-2b1d-4c8e-9f7a-6d5e4c3b2a10');
    expect(polymorphicPath(routes, row, { action: 'edit', format: 'json' })).toBe('/posts/7/edit.json');
    // Its params are params whatever their keys (never read as a row).
    expect(polymorphicPath(routes, new Post(5), { params: { id: 'x', ref: 'y' } })).toBe('/posts/5?ref=y');
    expect(polymorphicPath(routes, row, { params: { page: 2, title: 'q' } })).toBe('/posts/7?page=2&title=q');
  });

  it('posts a new record to the collection path', () => {
    expect(head(formFor(new Post(), { routes }))).toBe('<form action="/posts" method="post" accept-charset="UTF-8" id="new_post" class="new_post">');
  });

  it('sends a saved record to its member path with _method=put', () => {
    expect(head(formFor(new Post(5), { routes }))).toBe(
      '<form action="/posts/5" method="post" accept-charset="UTF-8" id="edit_post_5" class="edit_post"><input type="hidden" name="_method" value="put">',
    );
  });

  it('treats a record whose isNewRecord() is true as new, whatever its id', () => {
    expect(head(formFor(new Draft(3), { routes }))).toMatch(/action="\/drafts" method="post".*id="new_draft"/);
  });

  it('nests: [post, comment]', () => {
    const post = new Post(1);
    expect(head(formFor([post, new Comment()], { routes }))).toMatch(/action="\/posts\/1\/comments" method="post" .*id="new_comment" class="new_comment"/);
    expect(head(formFor([post, new Comment(3)], { routes }))).toMatch(/action="\/posts\/1\/comments\/3" .*id="edit_comment_3" class="edit_comment"><input type="hidden" name="_method" value="put">$/);
  });

  it('namespaces: ["admin", post]', () => {
    expect(head(formFor(['admin', new Post()], { routes }))).toMatch(/action="\/admin\/posts" method="post" .*id="new_post"/);
    expect(head(formFor(['admin', new Post(5)], { routes }))).toMatch(/action="\/admin\/posts\/5" .*id="edit_post_5"/);
  });

  it('takes the param key from modelName (a plain object, or a class static)', () => {
    const article = { id: 2, title: 'T', modelName: 'Article' };
    const out = String(formFor(article, { routes }, (f) => f.textField('title')));
    expect(out).toMatch(/action="\/articles\/2" .*id="edit_article_2" class="edit_article"/);
    expect(out).toContain('<input type="text" name="article[title]" id="article_title" value="T">');
    class Entry {
      static modelName = 'Article';
      id = null;
    }
    expect(head(formFor(new Entry(), { routes }))).toMatch(/action="\/articles" .*id="new_article"/);
  });

  it("uses Rails' _index route key when singular and plural are the same", () => {
    expect(modelNameOf(new Sheep()).routeKey).toBe('sheep_index');
    expect(head(formFor(new Sheep(), { routes }))).toMatch(/action="\/sheep" method="post" .*id="new_sheep"/);
    expect(head(formFor(new Sheep(4), { routes }))).toMatch(/action="\/sheep\/4"/);
  });

  it('gives a singular resource its own path, with no id', () => {
    expect(head(formFor(new Profile(1), { routes }))).toMatch(/action="\/profile" method="post" .*id="edit_profile_1"[^>]*><input type="hidden" name="_method" value="put">/);
    expect(head(formFor(new Profile(), { routes }))).toMatch(/action="\/profile" method="post" .*id="new_profile"/);
  });

  it('takes url, method, as, namespace and html options', () => {
    const out = String(formFor(new Post(5), { url: '/custom', method: 'patch', as: 'entry', namespace: 'side', html: { class: 'x' } }, (f) => f.textField('title')));
    expect(out).toMatch(/^<form action="\/custom" method="post" accept-charset="UTF-8" id="side_edit_entry_5" class="x"><input type="hidden" name="_method" value="patch">/);
    expect(out).toContain('name="entry[title]" id="entry_title"');
  });

  it('builds fields named after the record, with its values, all escaped', () => {
    const post = new Post(5, '"><script>x</script>', 'line\n<b>');
    const out = String(
      formFor(post, { routes }, (f) => html`${f.label('title')}${f.textField('title')}${f.textArea('body')}${f.hiddenField('id')}${f.submit()}`),
    );
    expect(out).toContain('<label for="post_title">Title</label>');
    expect(out).toContain('<input type="text" name="post[title]" id="post_title" value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
    expect(out).toContain('<textarea name="post[body]" id="post_body">\nline\n&lt;b&gt;</textarea>');
    expect(out).toContain('<input type="hidden" name="post[id]" id="post_id" value="5">');
    expect(out).toContain('<input type="submit" name="commit" value="Update Post">');
    expect(out).not.toContain('<script>');
  });

  it('labels the submit button Create for a new record', () => {
    expect(String(formFor([new Post(1), new Comment()], { routes }, (f) => f.submit()))).toContain('value="Create Comment"');
  });

  it('builds check boxes (with a hidden unchecked value), selects and file fields', () => {
    const record = Object.assign(new Post(1), { published: true, category: 'b' });
    const out = String(formFor(record, { routes }, (f) => [f.checkBox('published'), f.select('category', ['a', ['Bee', 'b']]), f.fileField('image')]));
    expect(out).toContain('<input type="hidden" name="post[published]" value="0"><input type="checkbox" name="post[published]" id="post_published" value="1" checked>');
    expect(out).toContain('<select name="post[category]" id="post_category"><option value="a">a</option><option value="b" selected>Bee</option></select>');
    expect(out).toMatch(/^<form [^>]*enctype="multipart\/form-data"/);
  });

  it('wraps fields with errors in div.field_with_errors', () => {
    const post = new Post();
    post.errors = { title: ["can't be blank"] };
    const out = String(formFor(post, { routes }, (f) => [f.textField('title'), f.textField('body')]));
    expect(out).toContain('<div class="field_with_errors"><input type="text" name="post[title]"');
    expect(out).toContain('</div><input type="text" name="post[body]"');
  });

  it('explains what is missing', () => {
    expect(() => formFor(new Comment(), { routes })).toThrow(/No route named "comments" or "comment" for \[Comment\]/);
    expect(() => formFor(new Post())).toThrow(/formFor needs \{ routes \}/);
    expect(() => formFor({ title: 'x' }, { routes })).toThrow(/Cannot tell the model of \{"title":"x"\}/);
    expect(() => formFor([new Post(), new Comment()], { routes })).toThrow(/parent Post in the path has no id/);
  });
});

describe('polymorphicPath', () => {
  it('names routes after records, classes and namespaces', () => {
    expect(polymorphicPath(routes, new Post(2))).toBe('/posts/2');
    expect(polymorphicPath(routes, Post)).toBe('/posts');
    expect(polymorphicPath(routes, [new Post(2), Comment])).toBe('/posts/2/comments');
    expect(polymorphicPath(routes, new Post(2), { action: 'edit', format: 'json' })).toBe('/posts/2/edit.json');
    expect(polymorphicPath(routes, new Post(), { action: 'new' })).toBe('/posts/new');
    expect(polymorphicPath(routes, ['admin', new Post(3)], { params: { q: 'x' } })).toBe('/admin/posts/3?q=x');
  });
});

describe('buttonTo and linkTo', () => {
  it('buttonTo makes a one-button form; delete goes through _method', () => {
    expect(String(buttonTo('Delete', '/posts/5', { method: 'delete' }))).toBe(
      '<form action="/posts/5" method="post" accept-charset="UTF-8" class="button_to"><input type="hidden" name="_method" value="delete"><input type="submit" value="Delete"></form>',
    );
  });

  it('buttonTo posts by default, gets without _method, and escapes', () => {
    expect(String(buttonTo('<Go>', '/a?x=1&y=2'))).toBe(
      '<form action="/a?x=1&amp;y=2" method="post" accept-charset="UTF-8" class="button_to"><input type="submit" value="&lt;Go&gt;"></form>',
    );
    expect(String(buttonTo('Go', '/a', { method: 'get', confirm: 'Sure?', params: { page: 2 } }))).toBe(
      '<form action="/a" method="get" accept-charset="UTF-8" class="button_to"><input type="hidden" name="page" value="2"><input type="submit" value="Go" data-confirm="Sure?"></form>',
    );
  });

  it('linkTo escapes the label and the URL', () => {
    expect(String(linkTo('<b>Tom & Jerry</b>', '/x?a=1&b=2', { class: 'c' }))).toBe('<a href="/x?a=1&amp;b=2" class="c">&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</a>');
    expect(String(linkTo(html`<b>ok</b>`, '/x'))).toBe('<a href="/x"><b>ok</b></a>');
  });

  it('linkTo writes data-method for a verb other than GET, as rails-ujs expects', () => {
    expect(String(linkTo('Delete', '/posts/1', { method: 'DELETE', confirm: 'Sure?' }))).toBe(
      '<a href="/posts/1" data-confirm="Sure?" data-method="delete" rel="nofollow">Delete</a>',
    );
  });
});

describe('formFor and buttonTo under the Rails 6.1 profile', () => {
  const routes61 = new RouteSet({ rails: '6.1' }).draw((r) => {
    r.resources('posts', () => r.resources('comments'));
    r.resource('profile');
    r.namespace('admin', () => r.resources('posts'));
  });

  it('sends _method=patch for a saved record, as form_for / form_with since Rails 4 (plural, nested, namespaced, singular)', () => {
    const patch = '<input type="hidden" name="_method" value="patch">';
    expect(head(formFor(new Post(5), { routes: routes61 }))).toBe(
      `<form action="/posts/5" method="post" accept-charset="UTF-8" id="edit_post_5" class="edit_post">${patch}`,
    );
    expect(head(formFor([new Post(1), new Comment(3)], { routes: routes61 }))).toMatch(new RegExp(`action="/posts/1/comments/3" .*${patch}$`));
    expect(head(formFor(['admin', new Post(5)], { routes: routes61 }))).toMatch(new RegExp(`action="/admin/posts/5" .*${patch}$`));
    expect(head(formFor(new Profile(1), { routes: routes61 }))).toMatch(new RegExp(`action="/profile" .*${patch}$`));
  });

  it('posts a new record without _method, and an explicit method wins', () => {
    expect(head(formFor(new Post(), { routes: routes61 }))).toBe('<form action="/posts" method="post" accept-charset="UTF-8" id="new_post" class="new_post">');
    expect(head(formFor(new Post(5), { routes: routes61, method: 'put' }))).toMatch(/value="put">$/);
  });

  it('takes the verb from the routes given with an explicit url; without routes it is 3.2 (put)', () => {
    expect(head(formFor(new Post(5), { routes: routes61, url: '/elsewhere' }))).toMatch(/^<form action="\/elsewhere" .*value="patch">$/);
    expect(head(formFor(new Post(5), { url: '/elsewhere' }))).toMatch(/value="put">$/);
  });

  it("follows the profile object's update verbs (a profile given as an object)", () => {
    const own = new RouteSet({ rails: { ...routes61.profile, declaration: { ...routes61.profile.declaration, updateVerbs: ['put', 'patch'] } } });
    own.draw((r) => r.resources('posts'));
    expect(head(formFor(new Post(5), { routes: own }))).toMatch(/value="put">$/);
  });

  it("buttonTo sends _method=patch when told (button_to's method: :patch), and posts by default as 6.1's button_to", () => {
    expect(String(buttonTo('Publish', '/posts/5', { method: 'PATCH' }))).toBe(
      '<form action="/posts/5" method="post" accept-charset="UTF-8" class="button_to"><input type="hidden" name="_method" value="patch"><input type="submit" value="Publish"></form>',
    );
    expect(String(buttonTo('Publish', '/posts/5'))).not.toContain('_method');
  });
});
