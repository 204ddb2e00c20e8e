/** API keys and roles: the key format, the PostgreSQL store, what each role may do. */
export { checkedKeyName, MAX_KEY_NAME_CHARACTERS, printableKeyName } from './key-name';
export { createKey, findLiveKey, listKeys, revokeKey } from './key-store';
export type { KeyLimits, StoredKey } from './key-store';
export { isRole, roleAllows, ROLES } from './roles';
export type { Role } from './roles';
