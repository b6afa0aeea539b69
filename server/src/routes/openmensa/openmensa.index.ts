import { describeRoute } from 'hono-openapi';
import { readClosures } from '../../db/read-closures';
import { addDays, currentWeekMonday, madeiraDay } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { validQuery } from '../../lib/query';
import { API_CACHE_CONTROL, sendCached } from '../../lib/respond';
import { createRouter } from '../../lib/router';
import { NOT_FOUND, pathParam, TAGS } from '../openapi/openapi.describe';
import { readMenus } from '../menus/menus.handlers';
import { readRestaurants } from '../restaurants/restaurants.handlers';
import { openMensaFeed } from './openmensa.feed';
import { OpenMensaQuery } from './openmensa.query';

const FEED_FILE = /^([a-z0-9][a-z0-9-]*)\.xml$/;

/**
 * `GET /api/openmensa/<restaurant id>.xml`: an OpenMensa v2.1 feed of a restaurant that publishes menus, for the
 * current and the next week (Monday to Sunday; the current week as the menus define it: on a Sunday, the next one).
 */
export function openMensaRouter(deps: { now: () => Date }) {
  const describe = describeRoute({
    tags: [TAGS.food],
    summary:
      'A canteen’s menus as an OpenMensa v2.1 feed (XML), this week and next; closed days as <closed/>',
    description:
      'Only restaurants that publish menus have one. Namespace http://openmensa.org/open-mensa-v2. Each published ' +
      'meal and course is a category ("Almoço – Sopa"), its dish a meal, its allergens a note. A day open but not ' +
      'yet published is left out.',
    parameters: [pathParam('file', 'the restaurant id followed by .xml (cantina-penteada.xml)', FEED_FILE)],
    responses: { 200: { description: 'The feed', content: { 'application/xml': {} } }, ...NOT_FOUND },
  });
  return createRouter().get('/openmensa/:file', describe, validQuery(OpenMensaQuery), (c) => {
    const { idioma } = c.req.valid('query');
    const id = FEED_FILE.exec(c.req.param('file'))?.[1];
    const restaurant = readRestaurants(c.var.db, idioma).find((r) => r.id === id && r.Servicos.length > 0);
    if (!restaurant) throw notFound(`No OpenMensa feed "${c.req.param('file')}": a canteen's is <id>.xml`);
    const monday = currentWeekMonday(madeiraDay(deps.now()));
    const days = Array.from({ length: 14 }, (_, offset) => addDays(monday, offset));
    const menus = readMenus(c.var.db, idioma, days[0]!, days.at(-1)!).filter((m) => m.RestauranteId === id);
    const body = openMensaFeed({
      restaurant,
      days,
      menus,
      calendar: readClosures(c.var.db, idioma),
      lang: idioma,
    });
    return sendCached(c, {
      body,
      contentType: 'application/xml; charset=utf-8',
      cacheControl: API_CACHE_CONTROL,
    });
  });
}
