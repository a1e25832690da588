/** The success envelope of DESIGN §6, typed so that it matches the routes' `successEnvelope(...)` schemas. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
