<<<<<<< left
VERSION := 1.5.0
||||||| base
VERSION := 1.4.0
=======
VERSION := 1.4.1
>>>>>>> right
PREFIX ?= /usr/local

dist:
	tar czf app-$(VERSION).tar.gz src Makefile
