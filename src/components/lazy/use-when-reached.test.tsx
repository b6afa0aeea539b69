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

/** What an observer watches half a screen ahead comes near only when the test says so (jsdom has no layout). */
function stubScrolling() {
  const nearing: Array<() => void> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        readonly callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {}
      observe(target: Element) {
        const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
        if (this.options?.rootMargin === '50% 0px')
          nearing.push(() => this.callback([entry], this as unknown as IntersectionObserver));
      }
      disconnect() {}
    },
  );
  return () => act(async () => nearing.splice(0).forEach((near) => near()));
}

test('[HOME-01] a deferred part stays plain until it is near the screen and the browser idle, then renders, and at once on a later mount', async () => {
  const runIdle = stubIdle();
  const scrollNear = stubScrolling();
  const factory = vi.fn(() => Promise.resolve('slider'));
  const part = deferredPart(factory);
  const { unmount } = render(<Part part={part} />);
  await runIdle();
  expect(screen.getByTestId('part')).toHaveTextContent('plain');
  await scrollNear();
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
  const scrollNear = stubScrolling();
  const factory = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue('slider');
  render(<Part part={deferredPart(factory)} whenIdle={false} />);
  await scrollNear();
  await runIdle();
  expect(factory).not.toHaveBeenCalled();
  const element = screen.getByTestId('part');
  await act(async () => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  expect(factory).toHaveBeenCalledTimes(1);
  expect(element).toHaveTextContent('plain');
  await act(async () => element.dispatchEvent(new PointerEvent('pointerenter')));
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
