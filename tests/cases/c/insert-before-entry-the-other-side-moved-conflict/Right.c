static void dispatch(int argc, const char **argv)
{
	const char *name = argv[0];
	static struct handler {
		const char *name;
		int (*run)(int, const char **);
	} handlers[] = {
		{ "about", run_about },
		{ "usage", run_usage },
		{ "list", run_list },
		{ "history", run_history },
		{ "inspect", run_inspect },
		{ "publish", run_publish },
		{ "count", run_count },
		{ "compare", run_compare },
		{ "search", run_search },
		{ "create", run_create },
		{ "archive", run_archive },
		{ "unpack", run_unpack },
		{ "export", run_export },
		{ "validate", run_validate }
	};
	int i;

	for (i = 0; i < COUNT(handlers); i++) {
		if (!strcmp(handlers[i].name, name))
			exit(handlers[i].run(argc, argv));
	}
}
