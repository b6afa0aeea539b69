import * as z from 'zod/mini';
import { nestedList } from './api-building-blocks';

/** `GET /links`. */
export const LinkItemSchema = z.object({ titulo: z.string(), link: z.string() });
export type LinkItem = z.infer<typeof LinkItemSchema>;
export const LinksResponseSchema = nestedList(LinkItemSchema);
