import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { ApplicationForm, loadApplicationFormEngine } from './application-form';

const contestTypes = [
  { value: 'recandidatura', label: 'Recandidatura' },
  { value: 'mobilidade', label: 'Mobilidade' },
];

/** The form with its library held back until `release` (a slow network on a first visit). */
async function renderHeldBack(loadEngine: () => ReturnType<typeof loadApplicationFormEngine>) {
  const onSubmit = vi.fn();
  await renderWithProviders(
    <ApplicationForm
      contestTypes={contestTypes}
      initialValues={{ concurso: contestTypes[0] }}
      submitting={false}
      onSubmit={onSubmit}
      loadEngine={loadEngine}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());

test('[FORM-13] what is typed before the form library arrives is kept, with the focus, and checked when it comes', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const { user } = await renderHeldBack(() => held.then(loadApplicationFormEngine));
  await user.selectOptions(await screen.findByLabelText('Tipo de concurso'), 'mobilidade');
  await user.type(screen.getByLabelText('Email', { exact: true }), 'ana@');
  await user.type(screen.getByLabelText('Nome completo'), 'Maria');
  expect(screen.getByRole('button', { name: 'Submeter' })).toHaveAttribute('aria-disabled', 'true');

  await act(async () => release());
  // The library checked the carried email, as typing would have: the plain fields have no rules.
  expect(await screen.findByText('Introduza um valor com o formato de email')).toBeInTheDocument();
  expect(screen.getByLabelText('Email', { exact: true })).toHaveValue('ana@');
  expect(screen.getByLabelText('Tipo de concurso')).toHaveValue('mobilidade');
  const name = screen.getByLabelText('Nome completo');
  expect(name).toHaveValue('Maria');
  expect(name).toHaveFocus();
  expect(name).toHaveProperty('selectionStart', 5);

  // Typing goes on where it was, and the draft now follows it.
  await user.keyboard(' Sousa');
  expect(name).toHaveValue('Maria Sousa');
  await waitFor(() =>
    expect(localStorage.getItem('sasuma.housing-application.draft')).toContain('Maria Sousa'),
  );
  expect(localStorage.getItem('sasuma.housing-application.draft')).toContain('mobilidade');
});

test('a form library that cannot load says so, keeps what is typed, and comes when the connection is back', async () => {
  let attempts = 0;
  const { user } = await renderHeldBack(() =>
    ++attempts === 1 ? Promise.reject(new Error('offline')) : loadApplicationFormEngine(),
  );
  expect(await screen.findByRole('status')).toHaveTextContent(
    'O formulário acaba de carregar quando houver ligação',
  );
  await user.type(screen.getByLabelText('Localidade'), 'Santana');

  await act(async () => window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Localidade')).toHaveValue('Santana');
  expect(attempts).toBe(2);
});
