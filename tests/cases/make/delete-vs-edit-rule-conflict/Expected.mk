all: site

site:
	hugo --minify

<<<<<<< left
||||||| base
deploy-legacy: site
	rsync -avz public/ web@old-host:/var/www/

=======
deploy-legacy: site
	rsync -avz --delete public/ web@old-host:/var/www/

>>>>>>> right
deploy: site
	aws s3 sync public/ s3://example-site/
