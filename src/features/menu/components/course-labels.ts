import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Course } from '@/contract/menu/meals';

export const courseLabels: Record<Course, MessageDescriptor> = {
  Sopa: msg`Sopa`,
  Prato: msg`Prato de carne`,
  'Prato de Peixe': msg`Prato de peixe`,
  Vegetariano: msg`Vegetariano`,
  Acompanhamento: msg`Acompanhamento`,
  sandesdodia: msg`Sandes do dia`,
  salada: msg`Salada do dia`,
  Sobremesa: msg`Sobremesa`,
};
