// The blog's records. `isNewRecord()` and the class name are what formFor and the URL helpers read:
// a Post without an id posts to /posts, a saved one to /posts/:id with _method=patch (the routes' 6.1 profile).

const blank = (value) => value === undefined || value === null || String(value).trim() === '';
// Browsers send a textarea's line breaks as CRLF; the blog stores LF. PostgreSQL text cannot hold NUL, so a NUL
// sent by a client is dropped here rather than failing the INSERT.
const text = (value) =>
  (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)).replace(/\r\n?/g, '\n').replace(/\0/g, '');
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

  /** A post from a row of the posts table (its body is left empty when the query did not select it). */
  static fromRow(row) {
    return new Post({ id: row.id, title: row.title, body: row.body, published: row.published, commentsCount: row.comments_count, createdAt: row.created_at, updatedAt: row.updated_at });
  }

  isNewRecord() {
    return this.id === null;
  }

  /** The attributes a form may set (anything else in params[:post] is ignored). */
  assign(params = {}) {
    if (params.title !== undefined) this.title = text(params.title);
    if (params.body !== undefined) this.body = text(params.body);
    if (params.published !== undefined) this.published = params.published === '1' || params.published === 'true' || params.published === true;
    return this;
  }

  validate() {
    this.errors = {};
    if (blank(this.title)) this.errors.title = ["can't be blank"];
    else maxLength(this.errors, 'title', this.title, 200);
    return Object.keys(this.errors).length === 0;
  }

  toJSON() {
    return { id: this.id, title: this.title, body: this.body, published: this.published, comments_count: this.commentsCount, created_at: this.createdAt, updated_at: this.updatedAt };
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
    if (params.author !== undefined) this.author = text(params.author);
    if (params.body !== undefined) this.body = text(params.body);
    return this;
  }

  validate() {
    this.errors = {};
    if (blank(this.body)) this.errors.body = ["can't be blank"];
    maxLength(this.errors, 'author', this.author, 100);
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
    if (params.name !== undefined) this.name = text(params.name);
    if (params.bio !== undefined) this.bio = text(params.bio);
    return this;
  }

  validate() {
    this.errors = {};
    if (blank(this.name)) this.errors.name = ["can't be blank"];
    else maxLength(this.errors, 'name', this.name, 100);
    return Object.keys(this.errors).length === 0;
  }

  toJSON() {
    return { name: this.name, bio: this.bio };
  }
}
