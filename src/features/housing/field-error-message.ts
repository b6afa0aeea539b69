import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrorCode } from '@/contract/requests/housing-application';

/** The form's wording of the contract's error codes (spec section 5 for the first two). */
export const fieldErrorMessages: Record<FieldErrorCode, MessageDescriptor> = {
  required: msg`O campo é de preenchimento obrigatório`,
  email: msg`Introduza um valor com o formato de email`,
  phone: msg`Introduza um número de telemóvel válido`,
  date: msg`Introduza uma data válida`,
  date_past: msg`A data de entrada não pode ser anterior a hoje`,
  date_order: msg`A data de saída tem de ser posterior à data de entrada`,
  too_long: msg`O texto é demasiado longo`,
  choice: msg`Escolha uma opção válida`,
  invalid_characters: msg`O texto contém caracteres não permitidos`,
  name: msg`Escreva o nome completo, com pelo menos duas letras`,
};

export function fieldErrorMessage(code: string | undefined): MessageDescriptor | undefined {
  if (!code) return undefined;
  return fieldErrorMessages[code as FieldErrorCode] ?? fieldErrorMessages.required;
}
