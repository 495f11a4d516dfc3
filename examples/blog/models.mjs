// The blog's records. `isNewRecord()` and the class name are what formFor and the URL helpers read:
// a Post without an id posts to /posts, a saved one to /posts/:id with _method=patch (the routes' 6.1 profile).

const blank = (value) => value === undefined || value === null || String(value).trim() === '';
// Browsers send a textarea's line breaks as CRLF; the blog stores LF. PostgreSQL text cannot hold NUL, so a NUL
// sent by a client is dropped here rather than failing the INSERT.
const text = (value) =>
  (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)).replace(/\r\n?/g, '\n').replace(/\0/g, '');
/**
 * Sets the text fields `fields` of `record` that `params` has. A form field is text: a file sent under its name
 * (a multipart body can do that, and strong parameters permit files as Rails' do) is not stored (it would read
 * "[object Object]") but noted, and `validate()` refuses the record with "must be text, not a file" (a 422).
 */
function assignText(record, params, fields) {
  for (const field of fields) {
    const value = params[field];
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object') (record.notText ??= new Set()).add(field);
    else record[field] = text(value);
  }
}
/** Validation errors for the fields `assignText` refused. */
const notTextErrors = (record) => Object.fromEntries([...(record.notText ?? [])].map((field) => [field, ['must be text, not a file']]));
/** Adds "is too long" when the value is longer than the column (varchar(max)) takes. */
const maxLength = (errors, field, value, max) => {
  if ([...value].length > max) (errors[field] ??= []).push(`is too long (maximum is ${max} characters)`);
};

export class Post {
  constructor(attributes = {}) {
    this.id = attributes.id ?? null;
    this.title = text(attributes.title);
    this.body = text(attributes.body);
    this.published = attributes.published === true || attributes.published === '1' || attributes.published === 'true';
    this.commentsCount = attributes.commentsCount ?? 0;
    this.createdAt = attributes.createdAt ?? null;
    this.updatedAt = attributes.updatedAt ?? null;
    this.errors = {};
  }

  /**
   * A post from a row of the posts table. A list's query leaves the bodies out: such a post's body is
   * `undefined` (not loaded), never `''`, so that its JSON and XML leave the field out instead of saying the
   * post is empty.
   */
  static fromRow(row) {
    const post = new Post({ id: row.id, title: row.title, body: row.body, published: row.published, commentsCount: row.comments_count, createdAt: row.created_at, updatedAt: row.updated_at });
    if (!('body' in row)) post.body = undefined;
    return post;
  }

  isNewRecord() {
    return this.id === null;
  }

  /** The attributes a form may set (anything else in params[:post] is ignored). */
  assign(params = {}) {
    assignText(this, params, ['title', 'body']);
    if (params.published !== undefined) this.published = params.published === '1' || params.published === 'true' || params.published === true;
    return this;
  }

  validate() {
    this.errors = notTextErrors(this);
    if (this.errors.title) return false;
    if (blank(this.title)) this.errors.title = ["can't be blank"];
    else maxLength(this.errors, 'title', this.title, 200);
    return Object.keys(this.errors).length === 0;
  }

  toJSON() {
    const body = this.body === undefined ? {} : { body: this.body };
    return { id: this.id, title: this.title, ...body, published: this.published, comments_count: this.commentsCount, created_at: this.createdAt, updated_at: this.updatedAt };
  }
}

export class Comment {
  constructor(attributes = {}) {
    this.id = attributes.id ?? null;
    this.postId = attributes.postId ?? null;
    this.author = text(attributes.author);
    this.body = text(attributes.body);
    this.createdAt = attributes.createdAt ?? null;
    this.errors = {};
  }

  static fromRow(row) {
    return new Comment({ id: row.id, postId: row.post_id, author: row.author, body: row.body, createdAt: row.created_at });
  }

  isNewRecord() {
    return this.id === null;
  }

  assign(params = {}) {
    assignText(this, params, ['author', 'body']);
    return this;
  }

  validate() {
    this.errors = notTextErrors(this);
    if (!this.errors.body && blank(this.body)) this.errors.body = ["can't be blank"];
    if (!this.errors.author) maxLength(this.errors, 'author', this.author, 100);
    return Object.keys(this.errors).length === 0;
  }

  toJSON() {
    return { id: this.id, post_id: this.postId, author: this.author, body: this.body, created_at: this.createdAt };
  }
}

/** The singular resource: one profile for the (single) user of the blog. */
export class Profile {
  constructor(attributes = {}, saved = false) {
    this.id = saved ? 1 : null;
    this.name = text(attributes.name);
    this.bio = text(attributes.bio);
    this.errors = {};
  }

  isNewRecord() {
    return this.id === null;
  }

  assign(params = {}) {
    assignText(this, params, ['name', 'bio']);
    return this;
  }

  validate() {
    this.errors = notTextErrors(this);
    if (this.errors.name) return false;
    if (blank(this.name)) this.errors.name = ["can't be blank"];
    else maxLength(this.errors, 'name', this.name, 100);
    return Object.keys(this.errors).length === 0;
  }

  toJSON() {
    return { name: this.name, bio: this.bio };
  }
}
