/** One request the server saw: tests prove with these that an offline page asked the server nothing. */
export interface RequestRecord {
  method: string;
  /** URL pathname + search. */
  path: string;
  at: number;
  /** Asked by our own render of a page with its data (server/src/page-render.ts), in this process: not a browser. */
  pageRender?: true;
}
