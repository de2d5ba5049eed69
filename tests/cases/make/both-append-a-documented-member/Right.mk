BIN := tool

# Build the binary.
$(BIN): main.c
	cc -o $@ $<

# Remove build output.
clean:
	rm -f $(BIN)

# Install into PREFIX.
install: $(BIN)
	install -m 755 $(BIN) $(PREFIX)/bin
