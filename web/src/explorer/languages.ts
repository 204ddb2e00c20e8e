/**
 * The explorer shows and links languages as the stored lowercase codes ('ca', 'und': `dl=ca` in a
 * URL); the API names them by its enum Language (CA, UND). Both directions in one place. Pure.
 */
export function apiLanguage(code: string): string {
  return code.toUpperCase();
}

export function shownLanguage(apiName: string): string {
  return apiName.toLowerCase();
}
