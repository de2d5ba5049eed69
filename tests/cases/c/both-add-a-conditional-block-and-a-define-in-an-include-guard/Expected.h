#ifndef BITS_H
#define BITS_H

#include <stdint.h>

#define bitsizeof(x) (CHAR_BIT * sizeof(x))
#define signed_max(a) (INTMAX_MAX >> (bitsizeof(intmax_t) - bitsizeof(a)))
#ifdef __GNUC__
#define TYPEOF(x) (__typeof__(x))
#else
#define TYPEOF(x)
#endif
#define decimal_length(x) ((int)(sizeof(x) * 2.56 + 0.5) + 1)

#endif /* BITS_H */
