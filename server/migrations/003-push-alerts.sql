-- Menu alerts by Web Push (issue 30). A student's subscription with its preferences (personal data: deleted on
-- unsubscribe, and when the push service says it is gone), every alert claimed or sent (so a restart, a second run or
-- a clock jump never sends one twice), and the server's own VAPID keys when the environment gives none.
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('pt', 'en')),
  digest TEXT NOT NULL,
  watch TEXT NOT NULL,
  housing INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE push_alerts (
  endpoint TEXT NOT NULL REFERENCES push_subscriptions (endpoint) ON DELETE CASCADE,
  alert TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('sending', 'sent')),
  at TEXT NOT NULL,
  PRIMARY KEY (endpoint, alert)
);

CREATE TABLE server_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL);
