import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ComponentProps } from 'react';
import { DocumentFiles } from './document-files';

const renderFiles = (props: ComponentProps<typeof DocumentFiles>) =>
  render(
    <I18nProvider i18n={i18n}>
      <DocumentFiles {...props} />
    </I18nProvider>,
  );

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt', messages: {} });
});

describe('[DOC-03] DocumentFiles', () => {
  it('links each file as a PDF and skips files with an empty name or URL', () => {
    renderFiles({
      title: 'Regulamento',
      files: [
        { doc_ficheiros_nome: 'Documento', doc_ficheiros_url: '/files/a.pdf' },
        { doc_ficheiros_nome: ' ', doc_ficheiros_url: '/files/b.pdf' },
        { doc_ficheiros_nome: 'Anexo', doc_ficheiros_url: '' },
        { doc_ficheiros_nome: 'Anexo I', doc_ficheiros_url: '/files/c.pdf' },
      ],
    });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/files/a.pdf', '/files/c.pdf']);
  });

  it('renders nothing when no file is usable', () => {
    const { container } = renderFiles({
      title: 'x',
      files: [{ doc_ficheiros_nome: '', doc_ficheiros_url: '' }],
    });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('[OFF-07] save for offline reading', () => {
  it('shows its button in the first render, before the cache was checked, so the row never grows', () => {
    renderFiles({
      title: 'Regulamento',
      files: [{ doc_ficheiros_nome: 'Documento', doc_ficheiros_url: '/files/a.pdf' }],
    });
    expect(screen.getByRole('button', { name: /^Guardar para ler offline/ })).toBeInTheDocument();
  });
});
