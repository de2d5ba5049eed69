CC ?= cc
CFLAGS += -Wall -O2

.PHONY: all clean

all: app

app: main.o util.o
	$(CC) $(CFLAGS) -o $@ $^

clean:
	rm -f app *.o
