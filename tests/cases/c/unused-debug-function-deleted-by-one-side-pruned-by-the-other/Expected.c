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

int packet_verify(const struct packet *p)
{
	return checksum(p->data, p->len) == p->crc;
}
