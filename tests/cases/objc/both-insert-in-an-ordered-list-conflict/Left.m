#import "Cart.h"

@implementation Cart

- (void)addItem:(Item *)item {
    [self.items addObject:item];
    [self.delegate cartDidChange:self];
}

- (NSUInteger)count {
    return self.items.count;
}

@end
