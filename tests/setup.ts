import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s: typing-heavy tests are slow on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
