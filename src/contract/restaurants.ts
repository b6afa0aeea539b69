import * as z from 'zod/mini';
import { OpeningHoursSchema } from './opening-hours';

/** `GET /restaurantes`. */
export const RestaurantSchema = z.object({
  Titulo: z.string(),
  Descricao: z.string(),
  Horario: z.string(),
  ...OpeningHoursSchema.shape,
});
export type Restaurant = z.infer<typeof RestaurantSchema>;
export const RestaurantListSchema = z.array(RestaurantSchema);
