import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt', messages: {} });
});

const renderBar = (totalPages: number, current: number, onSelect = vi.fn()) =>
  render(
    <I18nProvider i18n={i18n}>
      <Pagination totalPages={totalPages} current={current} onSelect={onSelect} />
    </I18nProvider>,
  );

describe('[DOC-06] Pagination', () => {
  it('shows the compact window with ellipses and marks the current page', () => {
    renderBar(12, 6);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(nav.textContent?.replace(/\s+/g, '')).toBe('‹1…567…12›');
    expect(screen.getByRole('button', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('selects pages, and renders nothing for a single page', async () => {
    const onSelect = vi.fn();
    renderBar(3, 1, onSelect);
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página seguinte' }));
    expect(onSelect.mock.calls).toEqual([[3], [2]]);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  });

  it('renders nothing for one page', () => {
    const { container } = renderBar(1, 1);
    expect(container).toBeEmptyDOMElement();
  });
});
