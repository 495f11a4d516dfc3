// A Cloudflare Worker serving a table of books from an in-memory store: HTML with forms (sessions, flash, CSRF
// tokens) and JSON (`/books.json`). `npx wrangler dev examples/runtimes/worker.ts`. Its settings are bindings: the
// session secret (`wrangler secret put SECRET_KEY_BASE`), the host names served (a var, `HOSTS = "books.example.com"`;
// `.example.com` takes subdomains too) and `ENVIRONMENT = "development"` in `.dev.vars`. Each isolate keeps its own
// books: a real app keeps them in D1 or KV.
import { RouteSet } from 'resource-routing';
import { createFetchHandler, HttpError, type FetchContext } from 'resource-routing/fetch';
import { html } from 'resource-routing/view';

interface Env {
  SECRET_KEY_BASE: string;
  HOSTS: string;
  ENVIRONMENT?: string;
}
type Book = { id: number; title: string; author: string };
/** The helpers the routes below make (`resource-routing types` writes this interface for a routes file). */
interface Helpers {
  books_path(): string;
  book_path(book: Book): string;
}

const routes = new RouteSet<Helpers>().draw((r) => {
  r.root({ to: 'books#index' });
  r.resources('books', { only: ['index', 'show', 'create', 'destroy'] });
});
const books = new Map<number, Book>();
let lastId = 0;

const find = (ctx: FetchContext<{ id: string }>): Book => {
  const book = books.get(Number(ctx.params.id));
  if (!book) throw new HttpError(404, `No book ${ctx.params.id}`);
  return book;
};
const page = (ctx: FetchContext, content: unknown) =>
  html`<!doctype html><title>Books</title>${ctx.csrfMetaTags()}<p>${String(ctx.flash.notice ?? '')}</p>${content}`;
const row = (ctx: FetchContext, book: Book) =>
  html`<tr><td>${ctx.linkTo(book.title, routes.helpers.book_path(book))}</td><td>${book.author}</td>
    <td>${ctx.buttonTo('Delete', routes.helpers.book_path(book), { method: 'delete' })}</td></tr>`;
const form = (ctx: FetchContext) =>
  ctx.formTag(routes.helpers.books_path(), {}, html`<input name="book[title]" placeholder="Title">
    <input name="book[author]" placeholder="Author"><button>Add</button>`);

const controllers = {
  books: {
    index: (ctx: FetchContext) =>
      ctx.respondTo({
        html: () => page(ctx, html`<table>${[...books.values()].map((book) => row(ctx, book))}</table>${form(ctx)}`),
        json: () => [...books.values()],
      }),
    show: (ctx: FetchContext<{ id: string }>) => find(ctx),
    create: (ctx: FetchContext) => {
      const { title, author } = ctx.params.require('book').permit('title', 'author');
      if (typeof title !== 'string' || title.trim() === '') throw new HttpError(422, 'A book needs a title');
      const book = { id: ++lastId, title, author: typeof author === 'string' ? author : '' };
      books.set(book.id, book);
      ctx.flash.notice = `Added ${book.title}`;
      ctx.redirectTo(routes.helpers.books_path());
    },
    destroy: (ctx: FetchContext<{ id: string }>) => {
      books.delete(find(ctx).id);
      ctx.flash.notice = 'Deleted';
      ctx.redirectTo(routes.helpers.books_path());
    },
  },
};

// Options from the bindings, read on the first request (a Worker has no process.env: production unless told).
export default {
  fetch: createFetchHandler(routes, controllers, (bindings) => {
    const env = bindings as Env;
    return { session: { secret: env.SECRET_KEY_BASE }, hosts: env.HOSTS.split(','), development: env.ENVIRONMENT === 'development' };
  }),
};
