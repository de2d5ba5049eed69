#import "Config.h"

static const NSTimeInterval kRequestTimeout = 15.0;
static const NSUInteger kMaxRetries = 3;
