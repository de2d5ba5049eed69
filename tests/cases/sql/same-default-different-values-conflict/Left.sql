CREATE TABLE jobs (
    id        BIGSERIAL PRIMARY KEY,
    attempts  INT NOT NULL DEFAULT 0,
    priority  INT NOT NULL DEFAULT 10
);
