all: site

site:
	hugo --minify

deploy: site
	aws s3 sync public/ s3://example-site/
