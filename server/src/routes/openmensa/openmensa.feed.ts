import { ALLERGENS } from '../../../../src/contract/menu/allergens';
import type { Closure } from '../../../../src/contract/closures';
import { COURSES, MEALS } from '../../../../src/contract/menu/meals';
import type { MenuEntry } from '../../../../src/contract/menus';
import type { Restaurant } from '../../../../src/contract/restaurants';
import { dayPlan } from '../../../../src/contract/menu/service-calendar';
import type { Lang } from '../../lib/i18n';
import { ALLERGEN_LABELS, COURSE_LABELS, MEAL_LABELS, NOTES } from './openmensa.labels';

/** The OpenMensa feed format, version 2.1 (its XSD: open-mensa-v2.xsd of the openmensa/openmensa project). */
export const OPENMENSA_NAMESPACE = 'http://openmensa.org/open-mensa-v2';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** The schema caps names and notes at 250 characters. */
const capped = (text: string) => escape(text.length > 250 ? `${text.slice(0, 249)}…` : text);

/**
 * One element per weekday, Monday to Sunday (the schema's order): `<monday open="HH:mm-HH:mm"/>` for a day the
 * restaurant serves (the format has one span a day: the first service's start to the last one's end),
 * `<sunday closed="true"/>` for a day it does not.
 */
function times(restaurant: Restaurant): string {
  const week = [1, 2, 3, 4, 5, 6, 0].map((index) => {
    const weekday = WEEKDAYS[index]!;
    const services = restaurant.Servicos.filter((service) => service.dias.includes(index));
    if (services.length === 0) return `<${weekday} closed="true"/>`;
    const start = services.map((s) => s.inicio).sort()[0];
    const end = services
      .map((s) => s.fim)
      .sort()
      .at(-1);
    return `<${weekday} open="${start}-${end}"/>`;
  });
  return ['<times type="opening">', ...week, '</times>'].join('');
}

function notes(entry: MenuEntry, course: (typeof COURSES)[number], lang: Lang): string[] {
  if (!entry.Alergenos) return [NOTES.atTheCounter[lang]];
  const codes = entry.Alergenos[course];
  if (!codes) return [NOTES.atTheCounter[lang]];
  if (codes.length === 0) return [NOTES.noAllergens[lang]];
  const words = ALLERGENS.filter((code) => codes.includes(code)).map((code) => ALLERGEN_LABELS[code][lang]);
  return [`${NOTES.allergens[lang]}: ${words.join(', ')}`];
}

function categories(entries: readonly MenuEntry[], lang: Lang): string {
  return MEALS.flatMap((meal) => {
    const entry = entries.find((e) => e.refeicao === meal);
    if (!entry) return [];
    return COURSES.flatMap((course) => {
      const dish = entry[course]?.trim();
      if (!dish) return [];
      const name = `${MEAL_LABELS[meal][lang]} – ${COURSE_LABELS[course][lang]}`;
      const meta = notes(entry, course, lang).map((note) => `<note>${capped(note)}</note>`);
      return [
        `<category name="${capped(name)}"><meal><name>${capped(dish)}</name>${meta.join('')}</meal></category>`,
      ];
    });
  }).join('');
}

export interface FeedInput {
  restaurant: Restaurant & { id: string };
  /** The days, in order (YYYY-MM-DD). */
  days: readonly string[];
  /** The restaurant's menus on those days. */
  menus: readonly MenuEntry[];
  calendar: readonly Closure[];
  lang: Lang;
}

/**
 * The feed: the canteen's name and opening times, then each day: `<closed/>` when its hours and the closures calendar
 * say it does not serve, its menu's courses as categories when published, nothing when open but not published yet.
 */
export function openMensaFeed({ restaurant, days, menus, calendar, lang }: FeedInput): string {
  const dayElements = days.flatMap((day) => {
    const plan = dayPlan(restaurant, calendar, restaurant.id, day);
    // Past the office's published calendar the feed says nothing of the day: neither closed nor a menu.
    if (plan.unpublished) return [];
    if (plan.services.length === 0) return [`<day date="${day}"><closed/></day>`];
    const served = menus.filter(
      (m) => m.ementa_dia === day && plan.services.some((s) => s.refeicao === m.refeicao),
    );
    return served.length > 0 ? [`<day date="${day}">${categories(served, lang)}</day>`] : [];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<openmensa version="2.1" xmlns="${OPENMENSA_NAMESPACE}">`,
    '<canteen>',
    `<name>${escape(restaurant.Titulo)}</name>`,
    '<city>Funchal</city>',
    '<availability>restricted</availability>',
    times(restaurant),
    ...dayElements,
    '</canteen>',
    '</openmensa>',
    '',
  ].join('\n');
}
