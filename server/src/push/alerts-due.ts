import type { Database } from 'better-sqlite3';
import type { Meal } from '../../../src/contract/menu/meals';
import type { AlertPayload } from '../../../src/contract/requests/push';
import { fold } from '../../../src/contract/requests/search-text';
import { alertTexts } from './alert-texts';
import { addDays, daysBetween, madeiraClock, minutesOf } from '../lib/dates';
import { serviceEnd, type MenuSource, type PublishedMeal } from './menu-source';
import { sentAlerts, type StoredSubscription } from './push-store';

/** One alert the run should send: to whom, under which key (sent once), what, and for how long it is worth it. */
export interface DueAlert {
  subscription: StoredSubscription;
  /** Unique per subscription: the same key is never sent twice (push_alerts). */
  key: string;
  payload: AlertPayload;
  ttlSeconds: number;
  /** Keys recorded with it once it is sent (the dishes a watch alert told of). */
  alsoRecords?: string[];
}

/** A digest due at 11:30 still goes out until 11:34, if the server was down or busy at 11:30 (never twice). */
const GRACE_MINUTES = 5;
/** When dish watch and housing reminders are sent, Madeira time: after the office publishes the week. */
export const DAILY_ALERTS_TIME = '10:00';
/** How far ahead dish watch looks at the published menus. */
const WATCH_DAYS_AHEAD = 6;
/** Housing reminders: this many days before a phase ends. */
const HOUSING_REMINDERS = [7, 1];

const dueAt = (time: string, minutes: number) =>
  minutes >= minutesOf(time) && minutes < minutesOf(time) + GRACE_MINUTES;
const pathFor = (lang: 'pt' | 'en', path: string) => (lang === 'en' ? `/en${path}` : path);
const menuUrl = (lang: 'pt' | 'en', day: string, meal: Meal) =>
  pathFor(lang, `/alimentacao?dia=${day}&refeicao=${meal}`);
/** Seconds until `time` on `day` in Madeira, counted from `minutes` of `today` (alerts expire with their meal). */
const secondsUntil = (today: string, minutes: number, day: string, time: string) =>
  (daysBetween(today, day) * 24 * 60 + minutesOf(time) - minutes) * 60;

function digestAlerts(
  subscription: StoredSubscription,
  clock: { day: string; minutes: number },
  source: MenuSource,
  today: PublishedMeal[],
): DueAlert[] {
  const restaurants = new Map(source.restaurants().map((restaurant) => [restaurant.id, restaurant]));
  const calendar = source.calendar();
  const lang = subscription.lang;
  return subscription.digest.flatMap((digest) => {
    if (!dueAt(digest.time, clock.minutes)) return [];
    const restaurant = restaurants.get(digest.restaurant);
    const ends = restaurant && serviceEnd(restaurant, calendar, clock.day, digest.meal);
    const meal = today.find((m) => m.restaurantId === digest.restaurant && m.meal === digest.meal);
    // Closed today, the meal not served, or its menu not published: nothing to tell.
    if (!restaurant || !ends || !meal || meal.dishes.length === 0) return [];
    return [
      {
        subscription,
        key: `digest:${clock.day}:${digest.restaurant}:${digest.meal}`,
        payload: {
          kind: 'digest',
          title: alertTexts.digestTitle(lang, digest.meal, restaurant.name[lang]),
          body: meal.dishes.map((dish) => alertTexts.dishLine(lang, dish.course, dish.name[lang])).join('\n'),
          tag: `sasuma-${clock.day}-${digest.meal}`,
          url: menuUrl(lang, clock.day, digest.meal),
        },
        ttlSeconds: secondsUntil(clock.day, clock.minutes, clock.day, ends),
      },
    ];
  });
}

/**
 * Dish watch: the dishes of the published menus ahead that match a watched word as the app's search does (accents and
 * case ignored) and were never told of, in one alert a day listing every match.
 */
function watchAlert(
  db: Database,
  subscription: StoredSubscription,
  clock: { day: string; minutes: number },
  source: MenuSource,
  ahead: PublishedMeal[],
): DueAlert[] {
  if (subscription.watch.length === 0 || !dueAt(DAILY_ALERTS_TIME, clock.minutes)) return [];
  const lang = subscription.lang;
  const names = new Map(source.restaurants().map((restaurant) => [restaurant.id, restaurant.name]));
  const told = sentAlerts(db, subscription.endpoint, 'watch-dish:');
  const words = subscription.watch.map((word) => ({ word, folded: fold(word) }));
  const matches = ahead.flatMap((meal) =>
    meal.dishes.flatMap((dish) => {
      const found = words.filter(
        ({ folded }) => fold(dish.name.pt).includes(folded) || fold(dish.name.en).includes(folded),
      );
      const key = `watch-dish:${meal.day}:${meal.restaurantId}:${meal.meal}:${fold(dish.name.pt)}`;
      return found.length && !told.has(key)
        ? [{ meal, dish, key, words: found.map(({ word }) => word) }]
        : [];
    }),
  );
  const first = matches[0];
  if (!first) return [];
  const restaurant = (id: string) => names.get(id)?.[lang] ?? id;
  return [
    {
      subscription,
      key: `watch:${clock.day}`,
      payload: {
        kind: 'watch',
        title: alertTexts.watchTitle(lang, [...new Set(matches.flatMap((match) => match.words))]),
        body: matches
          .map((m) =>
            alertTexts.watchLine(
              lang,
              m.meal.day,
              m.meal.meal,
              restaurant(m.meal.restaurantId),
              m.dish.name[lang],
            ),
          )
          .join('\n'),
        tag: `sasuma-watch-${clock.day}`,
        url: menuUrl(lang, first.meal.day, first.meal.meal),
      },
      // Worth showing until the first matching meal has passed.
      ttlSeconds: Math.max(3600, secondsUntil(clock.day, clock.minutes, first.meal.day, '23:59')),
      alsoRecords: matches.map((match) => match.key),
    },
  ];
}

interface ContestRow {
  id: number;
  tipo_label_pt: string;
  tipo_label_en: string;
  fases_pt: string;
  fases_en: string;
}
interface Phase {
  Fase: string;
  DataInicio: string;
  DataFim: string;
}

/** Housing reminders: an open phase of an active contest ends in 7 days, or tomorrow. */
function housingAlerts(
  db: Database,
  subscription: StoredSubscription,
  clock: { day: string; minutes: number },
) {
  if (!subscription.housing || !dueAt(DAILY_ALERTS_TIME, clock.minutes)) return [];
  const lang = subscription.lang;
  const contests = db
    .prepare('SELECT id, tipo_label_pt, tipo_label_en, fases_pt, fases_en FROM contests WHERE activo = 1')
    .all() as ContestRow[];
  return contests.flatMap((contest) => {
    const phases = JSON.parse(lang === 'pt' ? contest.fases_pt : contest.fases_en) as Phase[];
    return phases.flatMap((phase): DueAlert[] => {
      const left = daysBetween(clock.day, phase.DataFim);
      const open = phase.DataInicio <= clock.day;
      if (!open || !HOUSING_REMINDERS.includes(left)) return [];
      const label = lang === 'pt' ? contest.tipo_label_pt : contest.tipo_label_en;
      return [
        {
          subscription,
          key: `housing:${contest.id}:${phase.DataFim}:${left}`,
          payload: {
            kind: 'housing',
            title: alertTexts.housingTitle(lang, left),
            body: alertTexts.housingBody(lang, label, phase.Fase, phase.DataFim),
            tag: `sasuma-housing-${contest.id}`,
            url: pathFor(lang, '/alojamento'),
          },
          ttlSeconds: secondsUntil(clock.day, clock.minutes, phase.DataFim, '23:59'),
        },
      ];
    });
  });
}

/** Every alert due at `at` for these subscriptions (what was already sent is left out by the run's claims). */
export function alertsDue(
  db: Database,
  at: Date,
  subscriptions: StoredSubscription[],
  source: MenuSource,
): DueAlert[] {
  const clock = madeiraClock(at);
  const ahead = source.meals(clock.day, addDays(clock.day, WATCH_DAYS_AHEAD));
  const today = ahead.filter((meal) => meal.day === clock.day);
  return subscriptions.flatMap((subscription) => [
    ...digestAlerts(subscription, clock, source, today),
    ...watchAlert(db, subscription, clock, source, ahead),
    ...housingAlerts(db, subscription, clock),
  ]);
}
