import type { FieldErrorCode } from '../../../../src/contract/requests/housing-application';

export type Lang = 'pt' | 'en';

/** Field messages of a 422, in the request's language (the form words the same codes through Lingui). */
const FIELD_MESSAGES: Record<FieldErrorCode, Record<Lang, string>> = {
  required: { pt: 'O campo é de preenchimento obrigatório', en: 'This field is required' },
  email: { pt: 'Introduza um valor com o formato de email', en: 'Enter a value in email format' },
  phone: { pt: 'Introduza um número de telemóvel válido', en: 'Enter a valid mobile phone number' },
  date: { pt: 'Introduza uma data válida', en: 'Enter a valid date' },
  date_past: {
    pt: 'A data de entrada não pode ser anterior a hoje',
    en: 'The entry date cannot be before today',
  },
  date_order: {
    pt: 'A data de saída tem de ser posterior à data de entrada',
    en: 'The leaving date must be after the entry date',
  },
  too_long: { pt: 'O texto é demasiado longo', en: 'The text is too long' },
  choice: { pt: 'Escolha uma opção válida', en: 'Choose a valid option' },
  invalid_characters: {
    pt: 'O texto contém caracteres não permitidos',
    en: 'The text contains characters that are not allowed',
  },
  name: {
    pt: 'Escreva o nome completo, com pelo menos duas letras',
    en: 'Enter your full name, with at least two letters',
  },
};

export const fieldMessage = (code: FieldErrorCode, lang: Lang) => FIELD_MESSAGES[code][lang];

export const MESSAGES = {
  invalid: { pt: 'A candidatura tem campos inválidos', en: 'The application has invalid fields' },
  mismatch: {
    pt: 'Esta chave de idempotência já foi usada com outros dados',
    en: 'This idempotency key was already used with different data',
  },
  unavailable: {
    pt: 'Não é possível guardar candidaturas neste momento; tente mais tarde',
    en: 'Applications cannot be stored at the moment; try again later',
  },
  foreignOrigin: {
    pt: 'Este site não pode enviar candidaturas',
    en: 'This site may not send applications',
  },
} satisfies Record<string, Record<Lang, string>>;

/** `?idioma=en`, else the first language of Accept-Language, else Portuguese. */
export function requestLang(idioma: string | undefined, acceptLanguage: string | undefined): Lang {
  if (idioma) return idioma.toLowerCase().startsWith('en') ? 'en' : 'pt';
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'pt';
}
