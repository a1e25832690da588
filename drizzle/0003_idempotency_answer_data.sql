-- Idempotency keys store the data of the first answer, no longer its whole envelope: the route builds
-- the envelope. Keys claimed before this change are unwrapped so that a retry still gets its answer.
UPDATE "idempotency_keys"
SET "response_body" = "response_body" -> 'data'
WHERE jsonb_typeof("response_body") = 'object' AND "response_body" ->> 'success' = 'true' AND "response_body" ? 'data';
