import { render } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { HtmlContent, loadSanitizer } from './html-content';

// As a route's loader does before its first render.
beforeAll(() => loadSanitizer());

describe('HtmlContent', () => {
  test('[ERR-03] hostile markup is neutralised', () => {
    const hostile = [
      '<p>ok</p>',
      '<script>window.pwned = 1</script>',
      '<img src="x" onerror="window.pwned = 1">',
      '<a href="javascript:alert(1)">click</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="position:fixed">styled</p>',
    ].join('');
    const { container } = render(<HtmlContent html={hostile} />);
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(container.textContent).toContain('ok');
    expect(container.textContent).toContain('styled');
  });

  test('[ERR-03] links get rel=noopener noreferrer, external ones open in a new tab', () => {
    const { container } = render(<HtmlContent html={'<a href="https://uma.pt">UMa</a><a href="/x">x</a>'} />);
    const [external, internal] = Array.from(container.querySelectorAll('a'));
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(internal?.getAttribute('target')).toBeNull();
  });
});
