SRCS = \
	main.c \
	parser.c \
	lexer.c

OBJS = $(SRCS:.c=.o)
