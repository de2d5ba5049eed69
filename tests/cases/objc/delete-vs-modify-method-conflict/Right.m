#import "Session.h"

@implementation Session

- (void)start {
    self.active = YES;
}

- (void)legacyStart {
    NSLog(@"legacyStart is deprecated");
    [self start];
}

- (void)stop {
    self.active = NO;
}

@end
