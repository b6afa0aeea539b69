/** One request the server saw: tests prove with these that an offline page asked the server nothing. */
export interface RequestRecord {
  method: string;
  /** URL pathname + search. */
  path: string;
  at: number;
}
