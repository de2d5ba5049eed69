#ifndef EVENTS_H
#define EVENTS_H

struct event;

int event_init(struct event *ev);
long callback(int status);
void event_free(struct event *ev);

#endif
