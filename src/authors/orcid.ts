/**
 * ORCID iDs as sources write them ("0000-0002-1825-0097", "https://orcid.org/0000-0002-1825-0097",
 * a lower-case x), in one form, checked by their ISO 7064 MOD 11-2 check digit: a mistyped iD
 * would otherwise merge two people or keep one apart. Pure.
 */
const ORCID_DIGITS = /^(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])$/;

/** `0000-0002-1825-0097`, or null when the text is not a valid ORCID iD. */
export function normalisedOrcid(text: string): string | null {
  const bare = text
    .trim()
    .replace(/^(https?:\/\/)?(www\.)?orcid\.org\//i, '')
    .toUpperCase();
  const match = ORCID_DIGITS.exec(bare);
  if (match === null) return null;
  const digits = match.slice(1).join('');
  if (checkDigit(digits.slice(0, 15)) !== digits[15]) return null;
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/** ISO 7064 MOD 11-2 over the first 15 digits, as ORCID specifies it. */
function checkDigit(base: string): string {
  let total = 0;
  for (const digit of base) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}
