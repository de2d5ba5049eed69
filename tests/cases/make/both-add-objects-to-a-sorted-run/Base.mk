CC ?= cc
CFLAGS += -O2 -Wall

OBJS += buffer.o
OBJS += config.o
OBJS += main.o
OBJS += parser.o
OBJS += util.o

tool: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $(OBJS)
