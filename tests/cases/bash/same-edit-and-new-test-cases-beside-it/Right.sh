#!/bin/sh

test_description='ls-files --others'

. ./test-lib.sh

test_expect_success 'setup' 'mkdir path2 path3 path4 && touch path2/file2'

test_expect_success 'ls-files --others lists untracked paths' 'git ls-files --others >output'

test_expect_success 'ls-files --others --directory is not confused' 'test_cmp expected2 output'

test_expect_success 'ls-files --no-empty-directory shows output' 'git ls-files --others --no-empty-directory >output'

test_expect_success 'ls-files --no-empty-directory hides empty directories' 'test_cmp expected3 output'

test_done
