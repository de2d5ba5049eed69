HANDLERS = {
    "create": on_create,
    "delete": on_delete,
    "update": on_update,
    "archive": on_archive,
}
