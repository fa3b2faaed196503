DROP INDEX events_client_ip;
DROP TABLE sms_messages;
DROP TABLE captchas;
