import * as z from 'zod/mini';

export const RestaurantSchema = z.object({ Titulo: z.string(), Descricao: z.string(), Horario: z.string() });
export type Restaurant = z.infer<typeof RestaurantSchema>;
export const RestaurantListSchema = z.array(RestaurantSchema);
