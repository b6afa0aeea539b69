import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { InstallButton } from './install-button';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

/** Chrome's offer, as the e2e test fakes it: an Event with prompt() and userChoice. */
function offerInstall(prompt: () => Promise<void>) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

test('shown on beforeinstallprompt (its mini-infobar prevented), prompts once on click, gone on appinstalled', async () => {
  await renderWithProviders(<InstallButton />);
  expect(screen.queryByRole('button')).toBeNull();

  const prompt = vi.fn(() => Promise.resolve());
  expect(offerInstall(prompt).defaultPrevented).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Instalar a aplicação' }));
  expect(prompt).toHaveBeenCalledOnce();
  expect(screen.queryByRole('button')).toBeNull();

  const persist = vi.fn(() => Promise.resolve(true));
  Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
  offerInstall(prompt);
  expect(screen.getByRole('button', { name: 'Instalar a aplicação' })).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  expect(screen.queryByRole('button')).toBeNull();
  expect(persist).toHaveBeenCalledOnce();
});
