const char *debug_help[] = {
    "assert -- crash by assertion failure.",
    "change-repl-id -- change the replication IDs of the instance.",
    "crash-and-recover <ms> -- hard crash and restart after <ms> delay.",
    "digest -- output a hex signature representing the current dataset.",
    "error <string> -- return a Redis protocol error with <string> as message.",
    "log <message> -- write <message> to the server log.",
    "sleep <seconds> -- stop the server for <seconds>.",
    NULL
};
