import * as z from 'zod/mini';
import { OpeningHoursSchema } from './opening-hours';

/** `GET /restaurantes`. */
export const RestaurantSchema = z.object({
  /**
   * A stable slug (`cantina-penteada`): what menus (`RestauranteId`), the closures calendar, the OpenMensa feed and
   * alerts name the restaurant by. An addition of the bundled server, optional for the university's API (the app then
   * matches menus by title and knows no closures).
   */
  id: z.optional(z.string()),
  Titulo: z.string(),
  Descricao: z.string(),
  Horario: z.string(),
  ...OpeningHoursSchema.shape,
});
export type Restaurant = z.infer<typeof RestaurantSchema>;
export const RestaurantListSchema = z.array(RestaurantSchema);
