// The first Intl.DateTimeFormat of a browser process loads the ICU data behind it: 15-35 ms here, and four times
// that on a phone, inside the first render of any page that shows a date. The data is the process's, not a thread's:
// made here, on a worker's thread, the page's own first formatter costs under a millisecond (decision 017).
new Intl.DateTimeFormat(self.name || undefined, { weekday: 'long', day: 'numeric', month: 'long' }).format(0);
self.close();
