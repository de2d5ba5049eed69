#import "Money.h"

@implementation Money

- (instancetype)initWithCents:(NSInteger)cents {
    if ((self = [super init])) {
        _cents = cents;
    }
    return self;
}

- (NSString *)description {
    return [NSString stringWithFormat:@"$%.2f", self.cents / 100.0];
}

@end
