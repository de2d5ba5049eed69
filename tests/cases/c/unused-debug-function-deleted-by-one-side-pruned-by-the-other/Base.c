#include <stdio.h>
#include <stdint.h>
#include "packet.h"

static uint16_t checksum(const uint8_t *buf, size_t len)
{
	uint32_t sum = 0;
	for (size_t i = 0; i < len; i++)
		sum += buf[i];
	return (uint16_t)(sum & 0xffff);
}

static void dump_packet(const struct packet *p)
{
	fprintf(stderr, "packet %p\n", (const void *)p);
	fprintf(stderr, "  type=%u len=%u\n", p->type, p->len);
	for (size_t i = 0; i < p->len; i++)
		fprintf(stderr, "%02x%c", p->data[i], (i % 16 == 15) ? '\n' : ' ');
	fputc('\n', stderr);
	fflush(stderr);
}

int packet_verify(const struct packet *p)
{
	return checksum(p->data, p->len) == p->crc;
}
