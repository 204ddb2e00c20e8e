/** Roles of API keys, each allowing what the one before it allows. Pure. */
export const ROLES = ['reader', 'writer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** reader: every query; writer: also ingestion; admin: also evaluation runs and metrics. */
export function roleAllows(held: Role, needed: Role): boolean {
  return ROLES.indexOf(held) >= ROLES.indexOf(needed);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
