import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { IOS_HINT_DISMISSED_KEY, IosInstallHint } from './ios-install-hint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/27.2 Mobile/15E148 Safari/604.1';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'userAgent');
  localStorage.clear();
});

test('iOS Safari: the hint until dismissed, and not again on the next visit; other browsers: nothing', async () => {
  const { unmount } = await renderWithProviders(<IosInstallHint />);
  expect(screen.queryByRole('complementary')).toBeNull();
  unmount();

  Object.defineProperty(navigator, 'userAgent', { value: IPHONE_SAFARI, configurable: true });
  const first = await renderWithProviders(<IosInstallHint />, { locale: 'en' });
  const hint = screen.getByRole('complementary', { name: 'Install the app' });
  expect(hint).toHaveTextContent('To install: tap Share, then “Add to Home Screen”.');
  await userEvent.click(screen.getByRole('button', { name: 'Close the install tip' }));
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(localStorage.getItem(IOS_HINT_DISMISSED_KEY)).toBe('1');
  first.unmount();

  await renderWithProviders(<IosInstallHint />);
  expect(screen.queryByRole('complementary')).toBeNull();
});
