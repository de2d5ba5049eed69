#import "Config.h"

static const NSTimeInterval kRequestTimeout = 30.0;
static const NSUInteger kMaxRetries = 3;
