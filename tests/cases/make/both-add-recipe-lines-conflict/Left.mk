release: build
	git tag v$(VERSION)
	./scripts/changelog.sh
	git push --tags
