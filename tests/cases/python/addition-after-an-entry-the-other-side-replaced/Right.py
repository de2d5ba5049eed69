class Docs:
    def build(self):
        run("build")

    def buildMts(self):
        run("buildMts")

    def lintAll(self):
        run("lintAll")
