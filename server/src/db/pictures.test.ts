import { describe, expect, test } from 'vitest';
import { imageRequests, svg } from './generate-media';
import { motifFor, MOTIFS } from './pictures';
import { readSeed } from './read-seed';

/** What a drawing is made of, its colours and sizes left out: two pictures of one drawing have the same. */
const shapes = (document: string) => document.replace(/hsl\([^)]*\)|#[0-9a-f]{3,6}\b|-?\d+(\.\d+)?/gi, '');

describe('[LAW-06] [UX-08] news pictures (server/seed)', () => {
  const seed = readSeed();
  const byName = new Map(imageRequests(seed).map((request) => [request.name, request]));
  const main = seed.news.map((item) => byName.get(item.noticia_imagem)!);

  test('show what their news is about, with no text: different drawings, never the same as the neighbour’s', () => {
    const drawings = main.map((request) => svg(request));
    for (const drawing of drawings) expect(drawing).not.toMatch(/<text|<tspan/);
    // Before issue 31 every picture was one drawing (a building and hills) in other colours: 1 kind, not 8.
    expect(new Set(drawings.map(shapes)).size).toBeGreaterThanOrEqual(8);
    main.forEach((request, i) => {
      if (i > 0) expect(request.motif).not.toBe(main[i - 1]!.motif);
    });
    expect(main.find((r) => r.name === 'noticia-05.jpg')?.motif).toBe('sport');
    expect(main.find((r) => r.name === 'noticia-21.jpg')?.motif).toBe('sea');
  });

  test('a secondary picture is not its item’s main drawing', () => {
    for (const item of seed.news.filter((n) => n.noticia_imagemsecundaria))
      expect(byName.get(item.noticia_imagemsecundaria)?.motif).not.toBe(
        byName.get(item.noticia_imagem)?.motif,
      );
  });

  test('[TEAM-01] team members are drawn as silhouettes that differ, not as their initials', () => {
    const portraits = seed.team.filter((p) => p.imagem).map((p) => byName.get(p.imagem)!);
    expect(portraits.every((request) => request.portrait)).toBe(true);
    const drawings = portraits.map((request) => svg(request));
    for (const drawing of drawings) expect(drawing).not.toMatch(/<text|<tspan/);
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  test('a motif is picked from the title’s words, accents ignored', () => {
    expect(motifFor('Torneio de futsal entre residentes')).toBe('sport');
    expect(motifFor('Cantina da Penteada reabre')).toBe('meal');
    expect(motifFor('Painéis solares na Residência')).toBe('solar');
    expect(motifFor('Sem palavras conhecidas')).toBeUndefined();
    expect(MOTIFS).toContain('campus');
  });
});
