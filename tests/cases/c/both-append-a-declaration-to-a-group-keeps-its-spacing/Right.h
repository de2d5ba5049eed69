#ifndef CONFIG_H
#define CONFIG_H

extern int config_verbose;
extern int config_color;
extern int config_pager;
extern int config_timeout;

int config_read(const char *path);
int config_write(const char *path);

#endif /* CONFIG_H */
