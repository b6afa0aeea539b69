import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { markPageShown } from '@/components/after-start';
import { lazyWhenIdle } from './lazy-when-idle';

afterEach(() => vi.unstubAllGlobals());

/** Idle callbacks that run only when the test says so. */
function stubIdle() {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () => act(async () => callbacks.splice(0).forEach((callback) => callback()));
}

const Section = () => <p>the section</p>;

test('[HOME-10] a part below the first screen shows its placeholder, and loads once the browser is idle', async () => {
  const runIdle = stubIdle();
  const factory = vi.fn(() => Promise.resolve({ default: Section }));
  const Lazy = lazyWhenIdle(factory, <p>placeholder</p>);
  render(<Lazy />);
  // Once the page's content is the app's (files share a module graph: another may have shown one already).
  await act(async () => markPageShown());
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  expect(factory).not.toHaveBeenCalled();
  await runIdle();
  expect(await screen.findByText('the section')).toBeInTheDocument();
  expect(factory).toHaveBeenCalledTimes(1);
});

test('[HOME-10] a chunk that cannot load keeps the placeholder and is tried again when the connection is back', async () => {
  const runIdle = stubIdle();
  const factory = vi
    .fn<() => Promise<{ default: typeof Section }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Section });
  const Lazy = lazyWhenIdle(factory, <p>placeholder</p>);
  render(<Lazy />);
  await act(async () => markPageShown());
  await runIdle();
  expect(factory).toHaveBeenCalledTimes(1);
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  await act(async () => window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('the section')).toBeInTheDocument();
  expect(factory).toHaveBeenCalledTimes(2);
});
