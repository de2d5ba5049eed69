release: build
	git tag v$(VERSION)
	gpg --sign app.tar.gz
	git push --tags
