// One page of a list: the records on it and enough to draw "page 2 of 7" with previous / next links.

export const PER_PAGE = 20;

/** The page asked for by `?page=`: a positive integer, else 1 (`?page=abc`, `?page=0`, `?page[]=2`). */
export function pageNumber(param) {
  if (typeof param !== 'string' || !/^\d{1,15}$/.test(param)) return 1;
  return Math.max(1, Number(param));
}

export class Page {
  /** `total` is what can be paged through; `more` says there are records beyond it (a search counted up to a limit). */
  constructor(items, { number, perPage, total, more = false }) {
    this.items = items;
    this.number = number;
    this.perPage = perPage;
    this.total = total;
    this.more = more;
  }

  get pages() {
    return Math.max(1, Math.ceil(this.total / this.perPage));
  }

  get previous() {
    return this.number > 1 ? Math.min(this.number - 1, this.pages) : null;
  }

  get next() {
    return this.number < this.pages ? this.number + 1 : null;
  }

  /** Beyond the last page: nothing on it, though there are records. */
  get outOfRange() {
    return this.number > this.pages;
  }
}
