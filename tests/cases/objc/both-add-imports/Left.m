#import <Foundation/Foundation.h>
#import <os/log.h>
#import "Logger.h"

@implementation Logger

- (void)log:(NSString *)message {
    NSLog(@"%@", message);
}

@end
