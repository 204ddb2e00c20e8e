/** How a text is framed for an asymmetric encoder such as e5: a query looking for passages, or a passage. */
export const ENCODE_ROLES = ['query', 'passage'] as const;
export type EncodeRole = (typeof ENCODE_ROLES)[number];
