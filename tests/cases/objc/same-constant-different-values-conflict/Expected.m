#import "Config.h"

<<<<<<< left
static const NSTimeInterval kRequestTimeout = 60.0;
||||||| base
static const NSTimeInterval kRequestTimeout = 30.0;
=======
static const NSTimeInterval kRequestTimeout = 15.0;
>>>>>>> right
static const NSUInteger kMaxRetries = 3;
