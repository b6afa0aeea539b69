import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { deferredPart, useWhenReached, type DeferredPart } from './use-when-reached';

afterEach(() => vi.unstubAllGlobals());

function Part({ part, whenIdle }: { part: DeferredPart<string>; whenIdle?: boolean }) {
  const element = useRef<HTMLDivElement>(null);
  const value = useWhenReached(element, part, { whenIdle });
  return (
    <div ref={element} data-testid="part">
      {value ?? 'plain'}
    </div>
  );
}

/** Idle callbacks that run only when the test says so. */
function stubIdle() {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () => act(async () => callbacks.splice(0).forEach((callback) => callback()));
}

test('[HOME-01] a deferred part stays plain until the browser is idle, then renders, and at once on a later mount', async () => {
  const runIdle = stubIdle();
  const factory = vi.fn(() => Promise.resolve('slider'));
  const part = deferredPart(factory);
  const { unmount } = render(<Part part={part} />);
  expect(screen.getByTestId('part')).toHaveTextContent('plain');
  expect(factory).not.toHaveBeenCalled();
  await runIdle();
  expect(screen.getByTestId('part')).toHaveTextContent('slider');
  unmount();
  render(<Part part={part} />);
  expect(screen.getByTestId('part')).toHaveTextContent('slider');
  expect(factory).toHaveBeenCalledTimes(1);
});

test('[HOME-01] only the user reaching for it loads a part that does not wait for idle time; a failed load is tried again', async () => {
  const runIdle = stubIdle();
  const factory = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue('slider');
  render(<Part part={deferredPart(factory)} whenIdle={false} />);
  await runIdle();
  expect(factory).not.toHaveBeenCalled();
  const element = screen.getByTestId('part');
  await act(async () => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  expect(factory).toHaveBeenCalledTimes(1);
  expect(element).toHaveTextContent('plain');
  await act(async () => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  expect(factory).toHaveBeenCalledTimes(2);
  expect(element).toHaveTextContent('slider');
});

function FocusedPart({ part }: { part: DeferredPart<string> }) {
  const element = useRef<HTMLDivElement>(null);
  const value = useWhenReached(element, part, { whenIdle: false });
  return (
    <div ref={element} data-testid="part">
      <button type="button" autoFocus>
        {value ?? 'plain'}
      </button>
    </div>
  );
}

test('[HOME-01] a part the user reached before its listeners were there (focus already inside) loads at once', async () => {
  stubIdle();
  const factory = vi.fn(() => Promise.resolve('slider'));
  render(<FocusedPart part={deferredPart(factory)} />);
  expect(await screen.findByRole('button', { name: 'slider' })).toBeInTheDocument();
  expect(factory).toHaveBeenCalledTimes(1);
});
