import { escapeHtml } from '../view/tags.js';

/**
 * The document every page the library answers with itself is written in (the error pages, the routes page of
 * development), so they look alike: a titled page whose heading is its title. `body` and `head` are markup,
 * written by the caller with everything it took from a request or a route escaped.
 */
export function htmlPage(title: string, body: string, head = ''): string {
  const heading = escapeHtml(title);
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${heading}</title>${head}</head><body>\n<h1>${heading}</h1>\n${body}</body></html>\n`;
}
