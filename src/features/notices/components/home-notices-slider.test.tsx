import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { NoticeSlides } from './home-notices-slider';

test('[HOME-07] no notices: "Sem avisos" and no see-more link', () => {
  i18n.loadAndActivate({ locale: 'pt', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <NoticeSlides notices={[]} />
    </I18nProvider>,
  );
  expect(screen.getByText('Sem avisos')).toBeVisible();
  expect(screen.queryByRole('link')).toBeNull();
});
