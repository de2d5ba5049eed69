SRCS = \
	main.c \
	parser.c \
	lexer.c \
	cache.c

OBJS = $(SRCS:.c=.o)
