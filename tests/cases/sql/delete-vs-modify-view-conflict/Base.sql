CREATE VIEW active_users AS
SELECT id, email FROM users WHERE deleted_at IS NULL;

CREATE VIEW legacy_users AS
SELECT id, email FROM users WHERE created_at < '2020-01-01';
