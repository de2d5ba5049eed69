SRCS = \
	main.c \
	parser.c \
	lexer.c \
	log.c

OBJS = $(SRCS:.c=.o)
