#import <Foundation/Foundation.h>
#import "Logger.h"

@implementation Logger

- (void)log:(NSString *)message {
    NSLog(@"%@", message);
}

@end
