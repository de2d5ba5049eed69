const char *debug_help[] = {
<<<<<<< left
    "ASSERT -- Crash by assertion failure.",
    "CHANGE-REPL-ID -- Change the replication IDs of the instance.",
    "CRASH-AND-RECOVER <ms> -- Hard crash and restart after <ms> delay.",
    "DIGEST -- Output a hex signature representing the current dataset.",
    "ERROR <string> -- Return a Redis protocol error with <string> as message.",
    "LOG <message> -- Write <message> to the server log.",
    "SLEEP <seconds> -- Stop the server for <seconds>.",
||||||| base
    "assert -- crash by assertion failure.",
    "change-repl-id -- change the replication IDs of the instance.",
    "crash-and-recover <ms> -- hard crash and restart after <ms> delay.",
    "digest -- output a hex signature representing the current dataset.",
    "error <string> -- return a Redis protocol error with <string> as message.",
    "log <message> -- write <message> to the server log.",
    "sleep <seconds> -- stop the server for <seconds>.",
=======
    "assert -- crash by assertion failure.",
    "change-repl-id -- change the replication IDs of the instance.",
    "crash-and-recover <ms> -- hard crash and restart after <ms> delay.",
    "digest -- output a hex signature representing the current dataset.",
    "error <string> -- return a Redis protocol error with <string> as message.",
    "htstats-key <key> -- output the hash table statistics of <key>.",
    "log <message> -- write <message> to the server log.",
    "sleep <seconds> -- stop the server for <seconds>.",
>>>>>>> right
    NULL
};
