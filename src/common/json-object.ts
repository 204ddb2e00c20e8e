/** Whether a parsed JSON value is an object (not null, not an array): the shape every record and data file starts from. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
