import { notFound } from '@tanstack/react-router';
import { ApiError } from './api-error';

/** Turns the API's 404 for an unknown id into the router's not-found page. */
export async function notFoundOn404<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
