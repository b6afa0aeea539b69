/**
 * "My applications" shows after an IndexedDB read anyway: its part (the outbox's records, their schema, the date
 * format) loads as the page shows, not before it.
 */
export const loadMyApplications = () =>
  import('./components/my-applications').then((module) => module.MyApplications);
