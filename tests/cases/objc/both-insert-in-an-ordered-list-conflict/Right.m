#import "Cart.h"

@implementation Cart

- (void)addItem:(Item *)item {
    [self.items addObject:item];
    [self save];
}

- (NSUInteger)count {
    return self.items.count;
}

@end
