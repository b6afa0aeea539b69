import { expect, test } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

test('[START-02] the sitemap names each written page, absolute, with its other language', () => {
  const xml = sitemapXml(['/', '/alimentacao', '/en/alimentacao']);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  expect(xml.match(/<loc>/g)).toHaveLength(3);
  expect(xml).toContain(
    '<url><loc>https://sasuma.uma.pt/alimentacao</loc>' +
      '<xhtml:link rel="alternate" hreflang="pt" href="https://sasuma.uma.pt/alimentacao"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://sasuma.uma.pt/en/alimentacao"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://sasuma.uma.pt/alimentacao"/></url>',
  );
  expect(xml).toContain('<loc>https://sasuma.uma.pt/</loc>');
  expect(xml).toContain('hreflang="en" href="https://sasuma.uma.pt/en"/>');
  expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://sasuma.uma.pt/sitemap.xml\n');
});
