#import "Session.h"

@implementation Session

- (void)start {
    self.active = YES;
}

- (void)stop {
    self.active = NO;
}

@end
