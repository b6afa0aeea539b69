/**
 * A start the server refuses on purpose, with a message for the operator (what was found, what to do): the database
 * is newer than the code, or the applications store is missing where one existed. main.ts prints it and exits 1.
 */
export class StartRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefusedError';
  }
}
