/** Citation contexts arrive with their markers ("as shown in [7, 21]"): remove them before searching. Pure. */

const BRACKETED_NUMBERS = /\[\s*\d+(?:\s*[-–,;]\s*\d+)*\s*\]/g;
const AUTHOR_YEAR = /\(\s*[A-Z][^()]*?(?:et al\.?)?,?\s+(?:19|20)\d{2}[a-z]?(?:\s*;\s*[A-Z][^()]*?,?\s+(?:19|20)\d{2}[a-z]?)*\s*\)/g;

export function stripCitationMarkers(text: string): string {
  return text.replace(BRACKETED_NUMBERS, ' ').replace(AUTHOR_YEAR, ' ').replace(/\s+([.,;:])/g, '$1').replace(/\s{2,}/g, ' ').trim();
}
