/** Spec 000 'Event list screen': the search text matches the event name, ignoring case. */
export function filterEventsByName<T extends { name: string }>(events: readonly T[], search: string | null): T[] {
  const needle = search?.trim().toLocaleLowerCase('en-SG') ?? '';
  if (needle === '') return [...events];
  return events.filter((event) => event.name.toLocaleLowerCase('en-SG').includes(needle));
}
