/** Document type filter values (spec section 3); no zod here, so the route's URL validation stays small. */
export const documentTypes = [
  'sasalojamento',
  'sasbolsasdeestudo',
  'sasalimentacao',
  'sasprecario',
  'saslegislacao',
  'sasiig',
  'sasprocconcursais',
] as const;
export type DocumentType = (typeof documentTypes)[number];
