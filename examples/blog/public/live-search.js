// Live search on the posts index: as the visitor types, the matching posts are fetched as JSON and listed.
// Every URL comes from the helpers `resource-routing js` generated from the app's routes (routes.js).
import { postPath, searchPostsPath } from './routes.js';

const input = document.querySelector('#search input[type=search]');
const results = document.getElementById('live-results');
let latest = 0;

function item(post) {
  const link = document.createElement('a');
  link.href = postPath(post.id);
  link.textContent = post.title;
  const li = document.createElement('li');
  li.append(link);
  return li;
}

input?.addEventListener('input', async () => {
  const query = input.value.trim();
  const ticket = ++latest;
  if (query === '') return results.replaceChildren();
  const response = await fetch(searchPostsPath({ q: query, format: 'json' }));
  const posts = await response.json();
  if (ticket !== latest) return; // a later keystroke's answer is on its way
  results.replaceChildren(...posts.map(item));
  results.dataset.query = query;
});
