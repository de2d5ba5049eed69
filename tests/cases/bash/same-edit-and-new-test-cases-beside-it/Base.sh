#!/bin/sh

test_description='ls-files --others'

. ./test-lib.sh

test_expect_success 'setup' 'mkdir path2 path3 && touch path2/file2'

test_expect_success 'ls-files --others lists untracked paths' 'git ls-files --others >output'

test_expect_success 'ls-files --others --directory is not confused' 'diff output expected2'

test_done
