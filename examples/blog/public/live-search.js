// Live search on the posts index: as the visitor types, the matching posts are fetched as JSON and take the place
// of the index under a heading that says what they are ("2 posts matching “routing”"); clearing the field brings
// the index back. Every URL comes from the helpers `resource-routing js` generated from the app's routes (routes.js).
import { postPath, searchPostsPath } from './routes.js';

const input = document.querySelector('#search input[type=search]');
const section = document.getElementById('live-search');
const heading = document.getElementById('live-heading');
const results = document.getElementById('live-results');
const more = document.getElementById('live-more');
const index = document.getElementById('all-posts');
let latest = 0;

function item(post) {
  const link = document.createElement('a');
  link.href = postPath(post.id);
  link.textContent = post.title;
  const li = document.createElement('li');
  li.append(link);
  return li;
}

function link(text, href) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  return a;
}

function showIndex() {
  section.hidden = true;
  index.hidden = false;
  results.replaceChildren();
  delete section.dataset.query;
}

function showResults(query, posts, total) {
  // Without a total (more hits than the search counts), the heading says what the list is without a number.
  const counted = total === null ? 'Posts' : `${total} ${total === 1 ? 'post' : 'posts'}`;
  heading.textContent = posts.length === 0 ? `No posts match “${query}”` : `${counted} matching “${query}”`;
  results.replaceChildren(...posts.map(item));
  // The JSON is the first page of hits: the search page has them all.
  more.replaceChildren(...(total === null || total > posts.length ? [link('All results', searchPostsPath({ q: query }))] : []));
  index.hidden = true;
  section.hidden = false;
  section.dataset.query = query;
}

input?.addEventListener('input', async () => {
  const query = input.value.trim();
  const ticket = ++latest;
  if (query === '') return showIndex();
  const response = await fetch(searchPostsPath({ q: query, format: 'json' }));
  const posts = await response.json();
  if (ticket !== latest) return; // a later keystroke's answer is on its way
  // X-Total-Count is sent when the hits were counted to the end (not past the search limit).
  const total = response.headers.get('X-Total-Count');
  showResults(query, posts, total === null ? null : Number(total));
});
