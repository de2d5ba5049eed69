CREATE TABLE customers (
    id          BIGSERIAL PRIMARY KEY,
    email       TEXT NOT NULL UNIQUE,
<<<<<<< left
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    phone       TEXT
||||||| base
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
=======
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    country     CHAR(2)
>>>>>>> right
);
