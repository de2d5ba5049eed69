release: build
	git tag v$(VERSION)
<<<<<<< left
	./scripts/changelog.sh
||||||| base
=======
	gpg --sign app.tar.gz
>>>>>>> right
	git push --tags
