/*
 * Copyright 2002-2021 the original author or authors.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 */

package org.example.cache;

public class CacheSettings {

	private int maxEntries = 100;

	private boolean statistics;

	public int getMaxEntries() {
		return this.maxEntries;
	}
}
