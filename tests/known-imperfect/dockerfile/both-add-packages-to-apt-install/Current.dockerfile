FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        ca-certificates \
        curl \
<<<<<<< left
        git \
||||||| base
=======
        jq \
>>>>>>> right
    && rm -rf /var/lib/apt/lists/*
