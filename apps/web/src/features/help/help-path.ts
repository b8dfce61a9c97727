/** `/help/<section>/<article>` (both optional); `?q=` holds the search text, so a search can be shared. */
export const helpPath = (...parts: string[]) => ['/help', ...parts.map(encodeURIComponent)].join('/');
