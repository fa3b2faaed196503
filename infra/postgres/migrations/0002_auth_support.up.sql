-- Captcha answers: short-lived challenge state shared by every command-api instance.
CREATE TABLE captchas (
    id         TEXT PRIMARY KEY,
    answer     TEXT        NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
);
-- Messages stored by the local SMS sender (embedded default and development).
CREATE TABLE sms_messages (
    id      BIGSERIAL PRIMARY KEY,
    phone   TEXT        NOT NULL,
    text    TEXT        NOT NULL,
    sent_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX sms_messages_phone ON sms_messages (phone, id DESC);
-- Per-IP limits read the client IP of recent events.
CREATE INDEX events_client_ip ON events ((meta->>'client_ip'), type, recorded_at);
