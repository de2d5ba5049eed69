VERSION := 1.4.0
PREFIX ?= /usr/local

dist:
	tar czf app-$(VERSION).tar.gz src Makefile
