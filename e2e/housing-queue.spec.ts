import type { Page } from '@playwright/test';
import {
  applicationPath,
  fillApplication,
  outboxRecords,
  storedApplications,
  storedRows,
  withoutBackgroundSync,
} from './housing-form';
import { expect, test, waitForServiceWorker, whileOffline } from './fixtures';
import type { FaultControl } from './server-faults';

test.use({ serviceWorkers: 'allow' });

// The whole matrix runs as on a browser without Background Sync (OUT-15): pages and the worker's start send what
// waits. housing-queue-faults.spec.ts wakes the worker for Background Sync through DevTools.
test.beforeEach(({ context }) => withoutBackgroundSync(context));

const sentText = 'A sua candidatura foi submetida com sucesso.';
const queuedText = 'A sua candidatura ficou guardada neste dispositivo';

async function openForm(page: Page) {
  await page.goto('/formulario');
  await expect(page.getByLabel('Tipo de concurso')).toBeVisible();
  await waitForServiceWorker(page);
}

test.describe('housing application outbox', () => {
  test('[OUT-07] [FORM-10] [FORM-01] [FORM-02] [FORM-09] [OFF-10] [LAW-03] [LAW-05] online submit: the privacy notice before submit; sent with a reference, one row stored, no answers left on the device', async ({
    page,
    server,
  }, testInfo) => {
    const applicant = `Ana Online ${testInfo.project.name}`;
    await page.addInitScript(() => {
      const calls = { persist: 0 };
      Object.assign(window, { __storageCalls: calls });
      const original = navigator.storage?.persist?.bind(navigator.storage);
      if (navigator.storage) {
        navigator.storage.persist = () => {
          calls.persist += 1;
          return original ? original() : Promise.resolve(false);
        };
      }
    });
    const posted: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(applicationPath)) {
        posted.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
      }
    });
    await openForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Candidatura ao Alojamento' })).toBeVisible();
    // GDPR art. 13 at the moment of collection: the notice, with its link to the full policy, before submit.
    const notice = page.getByRole('region', { name: 'Proteção de dados pessoais' });
    await expect(notice).toContainText('Universidade da Madeira');
    await expect(notice).toContainText('encarregado da proteção de dados (dpo@uma.pt)');
    await expect(notice).toContainText('apagados 3 anos após a receção');
    await expect(notice).toContainText('CNPD');
    await expect(notice.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    expect(
      await notice.evaluate((element) => {
        const submit = [...document.querySelectorAll('button[type="submit"]')].at(-1)!;
        return Boolean(element.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    for (const label of [
      'Tipo de concurso',
      'Nome completo',
      'Distrito',
      'Localidade',
      'Aluno da UMa',
      'Telemóvel',
      'Data de entrada',
      'Data de saída',
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(/Número de aluno/)).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/alojamento');
    const submit = page.getByRole('button', { name: 'Submeter' });
    await expect(submit).toBeDisabled();
    await fillApplication(page, applicant);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('heading', { name: sentText })).toBeVisible();
    await expect(page.getByText(/SAS-\d{4}-\d{6}/).first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('link', { name: 'Fechar' })).toHaveAttribute('href', '/alojamento');
    expect(storedApplications(server.databasePath, applicant)).toBe(1);
    // Once the server has it, the device keeps its reference, contest and state: no answers (decision 029).
    const [record, ...others] = await outboxRecords(page);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ state: 'sent', contestLabel: 'Recandidatura' });
    expect(record?.reference).toBe(storedRows(server.databasePath, applicant)[0]?.reference);
    expect(record).not.toHaveProperty('data');
    expect(JSON.stringify(record)).not.toMatch(/Ana Online|estudante@example\.pt|912 345 678/);
    // The body: every field by name, concurso as the chosen {value,label}, and the untouched honeypots.
    expect(posted).toHaveLength(1);
    expect(Object.keys(posted[0] ?? {}).sort()).toEqual(
      [
        'alunouma',
        'concurso',
        'dataentrada',
        'datasaida',
        'distrito',
        'email',
        'enviarPorEmail',
        'localidade',
        'morada',
        'nomecompleto',
        'numeroaluno',
        'telemovel',
      ].sort(),
    );
    expect(posted[0]?.concurso).toEqual({ value: 'recandidatura', label: 'Recandidatura' });
    // A queued application must survive storage pressure: the app asked the browser to keep its data.
    expect(
      await page.evaluate(
        () => (window as unknown as { __storageCalls: { persist: number } }).__storageCalls.persist,
      ),
    ).toBeGreaterThan(0);
  });

  test('[OUT-01] [FORM-11] offline submit is queued, then sent once when the network returns', async ({
    page,
    server,
  }, testInfo) => {
    const applicant = `Bruno Offline ${testInfo.project.name}`;
    await openForm(page);
    // The browser's Data Saver is on in this test (fixtures.ts): the app downloads nothing in the background.
    await expect(page.locator('html')).toHaveAttribute('data-offline-saved', 'pt:save-data');
    await fillApplication(page, applicant);
    await whileOffline(page, server, async () => {
      await page.getByRole('button', { name: 'Submeter' }).click();
      await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
      await expect(page.getByText('Será enviada automaticamente quando estiver online.')).toBeVisible();
      const panel = page.getByRole('region', { name: 'As minhas candidaturas' });
      await expect(
        panel.getByText('Em espera: será enviada automaticamente quando estiver online'),
      ).toBeVisible();
    });
    // Back online: the sync event (or the page's online message) sends it; the page learns it was sent.
    await expect(page.getByRole('heading', { name: sentText })).toBeVisible();
    expect(storedApplications(server.databasePath, applicant)).toBe(1);
  });

  test('[OUT-03] a 503 keeps the application queued; it is sent once the server recovers', async ({
    page,
    server,
  }, testInfo) => {
    const applicant = `Carla Retry ${testInfo.project.name}`;
    // The proxy in front of the real server fails twice.
    const failures = server.faults.on('POST', applicationPath, { status: 503 }, { times: 2 });
    await openForm(page);
    await fillApplication(page, applicant);
    await page.getByRole('button', { name: 'Submeter' }).click();
    await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
    // The worker's retry timer backs off (2 s, then 4 s): wait for the second failure, then for the success.
    await expect.poll(() => failures.taken).toBe(2);
    await expect(page.getByRole('heading', { name: sentText })).toBeVisible();
    expect(storedApplications(server.databasePath, applicant)).toBe(1);
  });

  test('[OUT-03] [FORM-11] a 422 from the server shows its field errors and keeps the typed data', async ({
    page,
    server,
  }, testInfo) => {
    const applicant = `Duarte Rejected ${testInfo.project.name}`;
    // Something between the form and the server mangled the email: the real server rejects it.
    server.faults.on('POST', applicationPath, { change: (body) => ({ ...body, email: 'not-an-email' }) });
    await openForm(page);
    await fillApplication(page, applicant);
    await page.getByRole('button', { name: 'Submeter' }).click();
    await expect(page.getByText('O servidor recusou a candidatura')).toBeVisible();
    await expect(page.locator('form').getByText('Introduza um valor com o formato de email')).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue(applicant);
    await expect(page.getByLabel('Localidade')).toHaveValue('Funchal');
    expect(storedApplications(server.databasePath, applicant)).toBe(0);
  });

  test('[OUT-04] queued offline, page closed, reopened online: sent once and shown as sent', async ({
    page,
    server,
    context,
  }, testInfo) => {
    const applicant = `Eva Closed ${testInfo.project.name}`;
    await openForm(page);
    await fillApplication(page, applicant);
    await whileOffline(page, server, async () => {
      await page.getByRole('button', { name: 'Submeter' }).click();
      await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
      await page.close();
    });
    const reopened = await context.newPage();
    await reopened.goto('/formulario');
    const panel = reopened.getByRole('region', { name: 'As minhas candidaturas' });
    await expect(panel.locator('[data-state="sent"]')).toBeVisible();
    // A sent application keeps its reference on the device, not the name (decision 029).
    const [row] = storedRows(server.databasePath, applicant);
    await expect(panel.getByText(row!.reference)).toBeVisible();
    expect(storedApplications(server.databasePath, applicant)).toBe(1);
  });

  test('[OUT-02] two tabs open when the network returns: stored once', async ({
    page,
    server,
    context,
  }, testInfo) => {
    const applicant = `Filipa Two Tabs ${testInfo.project.name}`;
    await openForm(page);
    const second = await context.newPage();
    await second.goto('/alojamento');
    await fillApplication(page, applicant);
    await whileOffline(page, server, async () => {
      await page.getByRole('button', { name: 'Submeter' }).click();
      await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
    });
    // Both tabs ask for a replay on 'online', and the sync event fires too: one shared replay sends it once.
    await expect(page.getByRole('heading', { name: sentText })).toBeVisible();
    await second.reload();
    // "My applications" is on the housing screen too.
    const panel = second.getByRole('region', { name: 'As minhas candidaturas' });
    const [row] = storedRows(server.databasePath, applicant);
    await expect(panel.getByText(row!.reference)).toBeVisible();
    await expect(panel.locator('[data-state="sent"]').first()).toBeVisible();
    expect(storedApplications(server.databasePath, applicant)).toBe(1);
  });

  test('[FORM-14] [OUT-03] a queued application rejected on replay says why and can be fixed and resent', async ({
    page,
    server,
  }, testInfo) => {
    const applicant = `Inês Fix ${testInfo.project.name}`;
    let mangled: FaultControl | undefined;
    await openForm(page);
    await fillApplication(page, applicant);
    await whileOffline(page, server, async () => {
      await page.getByRole('button', { name: 'Submeter' }).click();
      await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
      // When it is replayed, something on the way mangles the email: the real server rejects it.
      mangled = server.faults.on('POST', applicationPath, {
        change: (body) => ({ ...body, email: 'not-an-email' }),
      });
    });
    const panel = page.getByRole('region', { name: 'As minhas candidaturas' });
    await expect(panel.locator('[data-state="rejected"]')).toBeVisible();
    await expect(panel.getByText('Introduza um valor com o formato de email')).toBeVisible();
    mangled?.release();
    await panel.getByRole('link', { name: 'Corrigir e submeter de novo' }).click();
    await expect(page.getByLabel('Nome completo')).toHaveValue(applicant);
    await expect(page.locator('form').getByText('Introduza um valor com o formato de email')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('ines@example.pt');
    await page.getByRole('button', { name: 'Submeter' }).click();
    await expect(page.getByRole('heading', { name: sentText })).toBeVisible();
    expect(storedApplications(server.databasePath, applicant)).toBe(1);
  });
});
