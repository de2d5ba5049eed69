BIN := tool

# Build the binary.
$(BIN): main.c
	cc -o $@ $<

# Remove build output.
clean:
	rm -f $(BIN)
