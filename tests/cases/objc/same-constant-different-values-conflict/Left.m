#import "Config.h"

static const NSTimeInterval kRequestTimeout = 60.0;
static const NSUInteger kMaxRetries = 3;
