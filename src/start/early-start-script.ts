import { earlyStart, type StartData, type StartEnv } from './early-start';

// Injected by the build as data (`define`, scripts/app-shell-plugin.ts): the chunks each start needs.
declare const __START_DATA__: StartData;

function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Refused (a privacy setting).
  }
}

// The shell's classic `async` script: this file is its whole program, built as an IIFE of its own.
earlyStart(__START_DATA__, {
  location,
  document,
  navigator,
  window: window as StartEnv['window'],
  indexedDB: typeof indexedDB === 'undefined' ? undefined : indexedDB,
  Worker: typeof Worker === 'function' ? Worker : undefined,
  localStorage: localStorageIfAllowed(),
  matchMedia: typeof matchMedia === 'function' ? (query) => matchMedia(query) : undefined,
});
