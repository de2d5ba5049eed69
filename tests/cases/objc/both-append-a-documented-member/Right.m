#import "Cart.h"

@implementation Cart

- (void)addItem:(Item *)item {
    [self.items addObject:item];
}

- (NSUInteger)count {
    return self.items.count;
}

/// Whether the cart holds no item.
- (BOOL)isEmpty {
    return self.items.count == 0;
}

@end
