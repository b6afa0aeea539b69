import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { ApplicationForm } from './application-form';

const contestTypes = [
  { value: 'recandidatura', label: 'Recandidatura' },
  { value: 'mobilidade', label: 'Mobilidade' },
];

async function renderForm(locale: 'pt' | 'en' = 'pt', choice = contestTypes[0]) {
  const onSubmit = vi.fn();
  await renderWithProviders(
    <ApplicationForm
      contestTypes={contestTypes}
      initialValues={{ concurso: choice }}
      submitting={false}
      onSubmit={onSubmit}
    />,
    { locale },
  );
  return { onSubmit, user: userEvent.setup() };
}

// Entry dates may not be in the past: the form checks them against the device's day, here NOW (only Date faked, so
// user-event's and React's timers still run).
const NOW = new Date('2026-11-25T12:00:00Z');
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
beforeEach(() => localStorage.clear());

const nextYear = NOW.getFullYear() + 1;

describe('housing application form', () => {
  test('[FORM-05] [FORM-06] submit starts disabled; numeroaluno is optional and marked so', async () => {
    await renderForm();
    // Disabled for assistive technology too, yet reachable: it says why (below).
    expect(await screen.findByRole('button', { name: 'Submeter' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('(opcional)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Número de aluno/)).toHaveValue('');
  });

  test('[FORM-03] [FORM-04] required and email messages appear as the user types (PT)', async () => {
    const { user } = await renderForm();
    const name = await screen.findByLabelText('Nome completo');
    await user.type(name, 'A');
    await user.clear(name);
    expect(await screen.findByText('O campo é de preenchimento obrigatório')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email', { exact: true }), 'ana@');
    expect(await screen.findByText('Introduza um valor com o formato de email')).toBeInTheDocument();
  });

  test('[FORM-03] [FORM-04] the same messages in English', async () => {
    const { user } = await renderForm('en');
    const name = await screen.findByLabelText('Full Name');
    await user.type(name, 'A');
    await user.clear(name);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email', { exact: true }), 'ana@');
    expect(await screen.findByText('Enter a value in email format')).toBeInTheDocument();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });

  test('[FORM-05] [FORM-12] valid input enables submit; leaving before entering disables it with a message', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(await screen.findByLabelText('Nome completo'), 'Maria Sousa');
    await user.type(screen.getByLabelText('Distrito'), 'Madeira');
    await user.type(screen.getByLabelText('Localidade'), 'Funchal');
    await user.selectOptions(screen.getByLabelText('Aluno da UMa'), 'Sim');
    await user.type(screen.getByLabelText('Telemóvel'), '912345678');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'maria@example.pt');
    await user.type(screen.getByLabelText('Data de entrada'), `${nextYear}-09-01`);
    await user.type(screen.getByLabelText('Data de saída'), `${nextYear}-08-01`);
    expect(
      await screen.findByText('A data de saída tem de ser posterior à data de entrada'),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submeter' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.clear(screen.getByLabelText('Data de saída'));
    await user.type(screen.getByLabelText('Data de saída'), `${nextYear + 1}-07-15`);
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const posted = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(posted).toMatchObject({
      concurso: { value: 'recandidatura', label: 'Recandidatura' },
      nomecompleto: 'Maria Sousa',
      numeroaluno: '',
      alunouma: 'Sim',
      enviarPorEmail: false,
    });
  });

  test('an entry date before today is refused on its field', async () => {
    const { user } = await renderForm();
    await user.type(await screen.findByLabelText('Data de entrada'), '2020-01-01');
    expect(await screen.findByText('A data de entrada não pode ser anterior a hoje')).toBeInTheDocument();
  });

  test('[FORM-07] the chosen contest type is preselected', async () => {
    await renderForm('pt', contestTypes[1]);
    expect(await screen.findByLabelText('Tipo de concurso')).toHaveValue('mobilidade');
  });

  test('[FORM-13] the draft is saved on the device as the student types', async () => {
    const { user } = await renderForm();
    await user.type(await screen.findByLabelText('Localidade'), 'Santana');
    await waitFor(() =>
      expect(localStorage.getItem('sasuma.housing-application.draft')).toContain('Santana'),
    );
    expect(localStorage.getItem('sasuma.housing-application.draft')).not.toContain('morada');
  });

  test.each([
    [
      'pt',
      ['Nome completo', 'Distrito', 'Localidade', 'Telemóvel', 'Email'],
      'O campo é de preenchimento obrigatório',
    ],
    ['en', ['Full Name', 'District', 'Town', 'Mobile phone', 'Email'], 'This field is required'],
  ] as const)(
    '[FORM-03] every required text field says it is required when emptied (%s)',
    async (locale, labels, message) => {
      const { user } = await renderForm(locale);
      for (const label of labels) {
        const input = await screen.findByLabelText(label, { exact: true });
        await user.type(input, 'x');
        await user.clear(input);
        const errorId = input.getAttribute('aria-describedby');
        expect(errorId, label).toBeTruthy();
        await waitFor(() => expect(document.getElementById(errorId ?? '')).toHaveTextContent(message));
      }
    },
  );

  test('[FORM-05] [LAW-02] a submit that cannot be sent yet says what is missing or wrong', async () => {
    const { user, onSubmit } = await renderForm();
    const submit = await screen.findByRole('button', { name: 'Submeter' });
    await waitFor(() => expect(submit).toHaveAccessibleDescription(/Nome completo/));
    await user.type(screen.getByLabelText('Nome completo'), 'Maria Sousa');
    await user.type(screen.getByLabelText('Localidade'), 'Funchal');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'maria@');
    await waitFor(() => expect(submit).not.toHaveAccessibleDescription(/Nome completo/));
    expect(submit).toHaveAccessibleDescription(/Distrito/);
    expect(submit).toHaveAccessibleDescription(/Email/);
    expect(submit).not.toHaveAccessibleDescription(/Localidade/);
    // Pressed anyway: nothing is sent, every field says what it needs and the first one to fix gets the focus.
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Distrito')).toHaveFocus());
    expect(screen.getByLabelText('Telemóvel')).toHaveAccessibleDescription(
      'O campo é de preenchimento obrigatório',
    );
  });

  test('[FORM-03] [LAW-02] a field in error is marked aria-invalid, and no longer once fixed', async () => {
    const { user } = await renderForm('en');
    const email = await screen.findByLabelText('Email', { exact: true });
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'ana@');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a value in email format');
    await user.type(email, 'example.pt');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid', 'true'));
    const name = screen.getByLabelText('Full Name');
    await user.type(name, 'A');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Enter your full name, with at least two letters');
  });
});
