import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { HomeBanner } from './home-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('[HOME-01] the first render paints the first slide as a plain image: not lazy, high priority, sized; no Swiper yet', () => {
  // No idle time in this test: the slider chunk is not asked for.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  i18n.loadAndActivate({ locale: 'pt', messages: {} });
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <HomeBanner />
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Bem-vindo aos Serviços de Ação Social',
  );
  expect(screen.getByRole('region', { name: 'Imagens de destaque' })).toBeInTheDocument();
  const images = container.querySelectorAll('img.home-banner__image');
  expect(images).toHaveLength(1);
  const [image] = images;
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).not.toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '400');
  expect(image).toHaveAttribute('src', '/images/banner-1.svg');
  expect(container.querySelector('.swiper')).toBeNull();
});
