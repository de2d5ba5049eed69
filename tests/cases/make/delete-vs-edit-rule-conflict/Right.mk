all: site

site:
	hugo --minify

deploy-legacy: site
	rsync -avz --delete public/ web@old-host:/var/www/

deploy: site
	aws s3 sync public/ s3://example-site/
