const char *debug_help[] = {
    "ASSERT -- Crash by assertion failure.",
    "CHANGE-REPL-ID -- Change the replication IDs of the instance.",
    "CRASH-AND-RECOVER <ms> -- Hard crash and restart after <ms> delay.",
    "DIGEST -- Output a hex signature representing the current dataset.",
    "ERROR <string> -- Return a Redis protocol error with <string> as message.",
    "LOG <message> -- Write <message> to the server log.",
    "SLEEP <seconds> -- Stop the server for <seconds>.",
    NULL
};
