class Docs:
    def build(self):
        run("build")

    def lint(self):
        run("lint")
