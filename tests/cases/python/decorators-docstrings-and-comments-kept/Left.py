class Api:
    @property
    def base_url(self) -> str:
        """Root of every request."""
        return self._base   # never ends with a slash

    @staticmethod
    def version() -> str:
        return "v2"

    @classmethod
    def from_env(cls) -> "Api":
        """Build from API_URL."""
        return cls(os.environ["API_URL"])
