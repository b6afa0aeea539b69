// The first Intl.DateTimeFormat of a browser process loads the ICU data behind it (20-40 ms here, four times that on
// a phone). The data is the process's, not a thread's: made here, the page's own first formatter costs about a
// millisecond, whatever its locale (src/start/warm-up-dates.ts).
new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' }).format(0);
self.close();
