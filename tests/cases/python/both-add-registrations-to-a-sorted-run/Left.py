from lint.registry import Registry
from lint import passes


def register_all(registry: Registry) -> None:
    registry.register_pass(passes.BlankLines)
    registry.register_pass(passes.DeadCode)
    registry.register_pass(passes.LongLines)
    registry.register_pass(passes.MutableDefaults)
    registry.register_pass(passes.Shadowing)
    registry.register_pass(passes.UnusedImports)
