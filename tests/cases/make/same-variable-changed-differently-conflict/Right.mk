VERSION := 1.4.1
PREFIX ?= /usr/local

dist:
	tar czf app-$(VERSION).tar.gz src Makefile
