/** A DOMParser: the browser's, or the one our server lends (jsdom's) for its renders. */
let lent: (new () => DOMParser) | undefined;

export function lendDomParser(parser: new () => DOMParser): void {
  lent = parser;
}

export function newDomParser(): DOMParser {
  if (typeof DOMParser !== 'undefined') return new DOMParser();
  if (!lent) throw new Error('no DOMParser here');
  return new lent();
}
