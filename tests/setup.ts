import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s: typing-heavy tests are slow on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// jsdom has no IntersectionObserver: here nothing comes near the screen unless a test stubs one that says so.
globalThis.IntersectionObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof IntersectionObserver;
