#ifndef EVENTS_H
#define EVENTS_H

struct event;

int event_init(struct event *ev);
int callback(long status);
void event_free(struct event *ev);

#endif
