SRCS = \
	main.c \
	parser.c \
	lexer.c \
<<<<<<< left
	cache.c
||||||| base
=======
	log.c
>>>>>>> right

OBJS = $(SRCS:.c=.o)
