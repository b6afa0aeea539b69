import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { AttachedFiles } from './attached-files';

test('only http(s) and same-origin file URLs from the API become links', async () => {
  await renderWithProviders(
    <AttachedFiles
      files={[
        { doc_ficheiros_nome: 'Regulamento', doc_ficheiros_url: '/uploads/regulamento.pdf' },
        { doc_ficheiros_nome: 'Edital', doc_ficheiros_url: 'https://www.uma.pt/edital.pdf' },
        { doc_ficheiros_nome: 'Falso', doc_ficheiros_url: 'data:text/html,<script>alert(1)</script>' },
        { doc_ficheiros_nome: 'Script', doc_ficheiros_url: ' javascript:alert(1)' },
      ]}
    />,
  );
  const links = await screen.findAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/uploads/regulamento.pdf',
    'https://www.uma.pt/edital.pdf',
  ]);
  expect(screen.queryByText('Falso')).toBeNull();
});
