#!/bin/sh

test_description='notes on commits'

. ./test-lib.sh

test_expect_success 'setup' '
	test_commit first &&
	test_commit second
'

test_expect_success 'add a note' '
	git notes add -m "hello" HEAD &&
	git notes show HEAD >actual &&
	echo hello >expect &&
	test_cmp expect actual
'

test_expect_success 'remove a note' '
	git notes remove HEAD &&
	test_must_fail git notes show HEAD
'

test_done
