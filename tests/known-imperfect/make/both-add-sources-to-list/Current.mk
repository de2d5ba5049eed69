SRCS = \
	main.c \
	parser.c \
<<<<<<< left
	lexer.c \
	cache.c
||||||| base
	lexer.c
=======
	lexer.c \
	log.c
>>>>>>> right

OBJS = $(SRCS:.c=.o)
