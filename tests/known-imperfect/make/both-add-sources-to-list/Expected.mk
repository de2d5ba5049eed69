SRCS = \
	main.c \
	parser.c \
	lexer.c \
	cache.c \
	log.c

OBJS = $(SRCS:.c=.o)
