#import "Session.h"

@implementation Session

- (void)start {
    self.active = YES;
}

<<<<<<< left
||||||| base
- (void)legacyStart {
    [self start];
}

=======
- (void)legacyStart {
    NSLog(@"legacyStart is deprecated");
    [self start];
}

>>>>>>> right
- (void)stop {
    self.active = NO;
}

@end
