release: build
	git tag v$(VERSION)
	git push --tags
