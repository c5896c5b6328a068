module github.com/microcosm-cc/bluemonday

go 1.26.8
