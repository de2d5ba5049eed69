#import "Cart.h"

@implementation Cart

- (void)addItem:(Item *)item {
    [self.items addObject:item];
}

- (NSUInteger)count {
    return self.items.count;
}

@end
