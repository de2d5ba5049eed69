CREATE TABLE jobs (
    id        BIGSERIAL PRIMARY KEY,
    attempts  INT NOT NULL DEFAULT 0,
<<<<<<< left
    priority  INT NOT NULL DEFAULT 10
||||||| base
    priority  INT NOT NULL DEFAULT 5
=======
    priority  INT NOT NULL DEFAULT 1
>>>>>>> right
);
