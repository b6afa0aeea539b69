// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { keepEarlyChoices } from './early-choices';

afterEach(() => document.body.replaceChildren());

test('[START-01] a select chosen before hydration is chosen again after it, as a change the app hears', () => {
  document.body.innerHTML = `<div id="root">
    <select id="type"><option value="">All</option><option value="a" selected>A</option><option value="b">B</option></select>
    <select id="year"><option value="">All</option><option value="2026">2026</option></select>
  </div>`;
  const root = document.getElementById('root')!;
  const type = document.getElementById('type') as HTMLSelectElement;
  const year = document.getElementById('year') as HTMLSelectElement;
  type.value = 'b';
  const replay = keepEarlyChoices(root);
  // Hydration puts each back to what it was rendered with.
  type.value = 'a';
  const changes: string[] = [];
  root.addEventListener('change', (event) => changes.push((event.target as HTMLSelectElement).id));
  replay();
  expect(type.value).toBe('b');
  expect(year.value).toBe('');
  // Only the select the student changed; the one left as rendered says nothing.
  expect(changes).toEqual(['type']);
  // Still on screen after hydration (React puts it back at the next render): the app hears of it all the same.
  replay();
  expect(changes).toEqual(['type', 'type']);
});
