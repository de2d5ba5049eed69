class Api:
    @property
    def base_url(self) -> str:
        """Root of every request.

        Taken from the constructor.
        """
        return self._base   # never ends with a slash

    @staticmethod
    def version() -> str:
        return "v1"

    # Used by the health check.
    def ping(self) -> bool:
        return self.get("/ping").ok
