#import "Cart.h"

@implementation Cart

- (void)addItem:(Item *)item {
    [self.items addObject:item];
<<<<<<< left
    [self.delegate cartDidChange:self];
||||||| base
=======
    [self save];
>>>>>>> right
}

- (NSUInteger)count {
    return self.items.count;
}

@end
