CREATE VIEW active_users AS
SELECT id, email FROM users WHERE deleted_at IS NULL;
