/**
 * Spec 001 §7 (default query function): a GET path with its query-string parameters, skipping the
 * ones that are null, undefined or empty, so an unset filter never reaches the server.
 */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
