import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { FaqList } from './faq-section';

test('[SITE-10] FAQ ordered with 0 last; items toggle independently', async () => {
  i18n.loadAndActivate({ locale: 'pt', messages: {} });
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <FaqList
        items={[
          { docfaq_pergunta: 'Sem ordem', docfaq_resposta: '<p>Resposta Z</p>', docfaq_ordem: 0 },
          { docfaq_pergunta: 'Segunda', docfaq_resposta: '<p>Resposta B</p>', docfaq_ordem: 2 },
          { docfaq_pergunta: 'Primeira', docfaq_resposta: '<p>Resposta A</p>', docfaq_ordem: 1 },
        ]}
      />
    </I18nProvider>,
  );
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Primeira', 'Segunda', 'Sem ordem']);
  // A closed answer is not rendered at all (sanitizing every answer at start cost a long task on a phone).
  expect(screen.queryByText('Resposta A')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Primeira' }));
  await user.click(screen.getByRole('button', { name: 'Sem ordem' }));
  expect(screen.getByRole('button', { name: 'Primeira' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Segunda' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'Sem ordem' })).toHaveAttribute('aria-expanded', 'true');
  // The answers' sanitizer loads when the list is reached (here: the pointer on it).
  expect(await screen.findByText('Resposta A')).toBeVisible();
  expect(screen.getByText('Resposta Z')).toBeVisible();
  expect(screen.queryByText('Resposta B')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Primeira' }));
  expect(screen.queryByText('Resposta A')).toBeNull();
  expect(screen.getByText('Resposta Z')).toBeVisible();
}, 15_000); // user-event on a loaded CI machine can exceed the 5 s default
