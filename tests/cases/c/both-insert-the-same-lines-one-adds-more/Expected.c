#include <errno.h>
#include <string.h>
#include "users.h"

int user_register(struct directory *dir, const char *email, const char *name)
{
    struct user *u;

    if (!email || !name)
        return -EINVAL;
    if (directory_find_email(dir, email))
        return -EEXIST;
    if (!strchr(email, '@'))
        return -EINVAL;
    u = directory_new_user(dir);
    if (!u)
        return -ENOMEM;
    u->email = strdup(email);
    u->name = strdup(name);
    return u->id;
}
