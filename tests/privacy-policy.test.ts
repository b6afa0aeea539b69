import { readdirSync, readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Text as EnglishPolicy } from '@/features/legal/content/privacy-policy-en';
import { Text as PortuguesePolicy } from '@/features/legal/content/privacy-policy-pt';
import type { DeviceData } from '@/outbox/device-data';

const policies = {
  pt: renderToStaticMarkup(createElement(PortuguesePolicy)),
  en: renderToStaticMarkup(createElement(EnglishPolicy)),
};
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

type Mention = Record<'pt' | 'en', RegExp[]>;

/**
 * Each kind of data "My data on this device" lists (outbox/device-data.ts), and what the policy must say of it. A new
 * field of DeviceData without its line here does not type-check: the policy is held to what the device keeps.
 */
const ON_THE_DEVICE: Record<keyof DeviceData, Mention> = {
  draft: { pt: [/rascunho da candidatura/], en: [/draft of your application/] },
  waiting: { pt: [/cada candidatura até o servidor a receber/], en: [/each application until the server/] },
  toReview: { pt: [/cada candidatura até o servidor a receber/], en: [/each application until the server/] },
  sent: { pt: [/a referência, o concurso e o estado/], en: [/reference, call and state/] },
  language: { pt: [/a língua escolhida/], en: [/the language you chose/] },
  menuChoices: {
    pt: [/a dieta, os alergénios e a hora limite/, /nunca saem do dispositivo/, /dado de saúde/],
    en: [/diet, allergens and cut-off/, /never leave the device/, /health data/],
  },
  alerts: {
    pt: [/as escolhas dos alertas/, /apagar desliga também os alertas/],
    en: [/your alert choices/, /deleting also turns the alerts off/],
  },
};

/**
 * Each table the server keeps that is not the public content it is seeded with (server/migrations/*.sql), and what the
 * policy must say of it: a new table there without its line here fails this test.
 */
const ON_THE_SERVER: Record<string, Mention | 'not personal'> = {
  applications: { pt: [/candidatura é conservada durante/], en: [/application is kept for/] },
  idempotency_keys: { pt: [/candidatura é conservada durante/], en: [/application is kept for/] },
  push_subscriptions: {
    pt: [
      /subscrição de notificações/,
      /consentimento/,
      /desligando os alertas/,
      /serviço de notificações do fabricante/,
      /fora da União Europeia/,
    ],
    en: [
      /notification subscription/,
      /consent/,
      /turning the alerts off/,
      /push service of your browser's maker/,
      /outside the European Union/,
    ],
  },
  push_alerts: { pt: [/apagados quando os desliga/], en: [/deleted when you turn them off/] },
  // The server's own VAPID keys.
  server_keys: 'not personal',
};

function migrationTables(): string[] {
  const dir = 'server/migrations';
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .flatMap((file) =>
      [...readFileSync(`${dir}/${file}`, 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi)].map(
        (match) => match[1]!,
      ),
    );
}

describe('[TRUE-04] the privacy policy covers every kind of data the app keeps', () => {
  for (const lang of ['pt', 'en'] as const) {
    test(`${lang}: what the device keeps`, () => {
      const text = words(policies[lang]);
      for (const [kind, mention] of Object.entries(ON_THE_DEVICE)) {
        for (const pattern of mention[lang]) expect(text, kind).toMatch(pattern);
      }
    });

    test(`${lang}: what the server keeps, with purpose, basis, recipients and retention; a last-updated date in words`, () => {
      const text = words(policies[lang]);
      const tables = migrationTables();
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        const mention = ON_THE_SERVER[table];
        expect(
          mention,
          `server table ${table} has no line in this test (and maybe none in the policy)`,
        ).toBeDefined();
        if (mention === 'not personal' || !mention) continue;
        for (const pattern of mention[lang]) expect(text, table).toMatch(pattern);
      }
      expect(text).toMatch(
        lang === 'pt'
          ? /Última atualização: \d{1,2} de [a-zç]+ de \d{4}\./
          : /Last updated: \d{1,2} [A-Z][a-z]+ \d{4}\./,
      );
      // Nothing the app no longer does.
      expect(text).not.toMatch(/YouTube/);
    });
  }
});
