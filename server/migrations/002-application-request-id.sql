-- The X-Request-Id of the post that stored the application (the same id is on the request's log line), so a
-- student's "I sent it at 10:02" is traced from the row to the log and back. Nullable: rows stored before have none.
ALTER TABLE applications ADD COLUMN request_id TEXT;
