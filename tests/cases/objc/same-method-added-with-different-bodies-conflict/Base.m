#import "Money.h"

@implementation Money

- (instancetype)initWithCents:(NSInteger)cents {
    if ((self = [super init])) {
        _cents = cents;
    }
    return self;
}

@end
