#import "Cart.h"

@implementation Cart

- (void)addItem:(Item *)item {
    [self.items addObject:item];
}

- (NSUInteger)count {
    return self.items.count;
}

/// Removes every item from the cart.
- (void)clear {
    [self.items removeAllObjects];
}

/// Whether the cart holds no item.
- (BOOL)isEmpty {
    return self.items.count == 0;
}

@end
