#import "Session.h"

@implementation Session

- (void)start {
    self.active = YES;
}

- (void)legacyStart {
    [self start];
}

- (void)stop {
    self.active = NO;
}

@end
