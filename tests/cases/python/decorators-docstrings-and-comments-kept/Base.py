class Api:
    @property
    def base_url(self) -> str:
        """Root of every request."""
        return self._base   # never ends with a slash

    @staticmethod
    def version() -> str:
        return "v1"
